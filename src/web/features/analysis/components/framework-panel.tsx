// The static eight-step analysis framework (spec §2): eight tabs, each a title, a description and
// titled elements.
import { IMAGE_FRAMEWORK } from '../../../../core/analysis/framework';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

export function FrameworkPanel() {
  return (
    <Tabs defaultValue={IMAGE_FRAMEWORK[0].id} className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
        {IMAGE_FRAMEWORK.map((step, i) => (
          <TabsTrigger key={step.id} value={step.id} className="py-1.5">
            {i + 1}. {step.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {IMAGE_FRAMEWORK.map((step, i) => (
        <TabsContent
          key={step.id}
          value={step.id}
          className="rounded-xl border border-border bg-card p-5"
        >
          <h3 className="font-display text-lg font-semibold">
            Step {i + 1}: {step.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {step.elements.map((el) => (
              <li key={el.title} className="rounded-lg border border-border bg-background/60 p-3">
                <p className="text-sm font-semibold">{el.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{el.description}</p>
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
