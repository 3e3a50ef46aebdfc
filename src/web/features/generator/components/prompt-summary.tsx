import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, SUBJECTS, TECHNIQUES, labelOf } from '../../../../core/options';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const ROWS = [
  { key: 'subject', label: 'Subject', list: SUBJECTS },
  { key: 'style', label: 'Style', list: STYLES },
  { key: 'technique', label: 'Technique', list: TECHNIQUES },
  { key: 'composition', label: 'Composition', list: COMPOSITIONS },
  { key: 'palette', label: 'Color palette', list: PALETTES },
  { key: 'placement', label: 'Placement', list: PLACEMENTS },
] as const;

/** The attributes chosen and the prompt, at a glance (spec §2 prompt summary card). */
export function PromptSummary({ attributes, prompt }: { attributes: Record<string, string | undefined>; prompt: string }) {
  const chosen = ROWS.filter((r) => attributes[r.key]);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Prompt summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {chosen.length ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
            {chosen.map((r) => (
              <div key={r.key} className="space-y-1">
                <dt className="text-xs uppercase tracking-wider text-muted-foreground">{r.label}</dt>
                <dd>
                  <Badge variant="secondary">{labelOf(r.list, attributes[r.key])}</Badge>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No attributes chosen yet: the prompt alone describes the design.</p>
        )}
        <div className="space-y-1">
          <p className="text-xs uppercase tracking-wider text-muted-foreground">Prompt</p>
          <p className="text-sm leading-relaxed" data-testid="summary-prompt">
            {prompt.trim() || <span className="text-muted-foreground">Nothing yet.</span>}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
