// Analysis text as formatted Markdown (# and ## headings, dash bullets, **bold**). Raw HTML in an
// answer is never rendered: react-markdown shows it as text unless a raw-HTML plugin is added,
// and skipHtml is left off on purpose so the person still sees what the model wrote.
// react-markdown (about a third of the analysis page's JavaScript) loads the first time a text is
// shown, not with the page: no analysis is on screen when the page opens. Until it has loaded the
// text shows as it was written, so nothing waits for it.
import * as React from 'react';

const Markdown = React.lazy(() => import('react-markdown'));

const safeUrl = (url: string) => (/^(https?:|mailto:|\/|#)/i.test(url) ? url : '');

export function AnalysisMarkdown({ text }: { text: string }) {
  return (
    <div className="analysis-markdown max-w-none space-y-3 text-sm leading-relaxed text-foreground [&_h1]:font-display [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-primary [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1 [&_blockquote]:border-l-2 [&_blockquote]:border-primary/50 [&_blockquote]:pl-3 [&_blockquote]:italic [&_a]:underline">
      <React.Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
        <Markdown urlTransform={safeUrl}>{text}</Markdown>
      </React.Suspense>
    </div>
  );
}
