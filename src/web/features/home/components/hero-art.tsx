// Decorative line-art "flash" for the hero: a crescent mandala drawn as tattoo linework in inline
// SVG (no remote images, a few hundred bytes of maths instead of a bitmap).

function leaf(a: number, b: number, w: number): string {
  const mid = (a + b) / 2;
  return `M0 ${-a}Q${w} ${-mid} 0 ${-b}Q${-w} ${-mid} 0 ${-a}Z`;
}

function turns(count: number, offset = 0): number[] {
  return Array.from({ length: count }, (_, i) => offset + (360 / count) * i);
}

const OUTER_LEAF = leaf(96, 152, 22);
const SMALL_LEAF = leaf(112, 140, 9);
const PETAL = leaf(50, 88, 24);
const STAR = 'M0 -9L2.2 -2.2L9 0L2.2 2.2L0 9L-2.2 2.2L-9 0L-2.2 -2.2Z';

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="-200 -200 400 400"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <g className="origin-center motion-safe:animate-[spin_90s_linear_infinite] [transform-box:fill-box]">
        <circle r="188" strokeWidth="1.2" strokeDasharray="2 7" opacity="0.55" />
      </g>
      <circle r="172" strokeWidth="1.5" opacity="0.8" />
      {turns(48).map((deg) => (
        <circle
          key={`dot-${deg}`}
          cx="0"
          cy="-161"
          r="2.1"
          fill="currentColor"
          stroke="none"
          transform={`rotate(${deg})`}
        />
      ))}
      {turns(16).map((deg) => (
        <g key={`leaf-${deg}`} transform={`rotate(${deg})`}>
          <path d={OUTER_LEAF} strokeWidth="2" />
          <path d="M0 -102L0 -144" strokeWidth="1" opacity="0.7" />
        </g>
      ))}
      {turns(16, 11.25).map((deg) => (
        <path
          key={`small-${deg}`}
          d={SMALL_LEAF}
          strokeWidth="1.4"
          opacity="0.75"
          transform={`rotate(${deg})`}
        />
      ))}
      <circle r="93" strokeWidth="2.4" />
      {turns(8, 22.5).map((deg) => (
        <g key={`petal-${deg}`} transform={`rotate(${deg})`}>
          <path d={PETAL} strokeWidth="2" fill="currentColor" fillOpacity="0.08" />
          <circle cx="0" cy="-76" r="2.6" fill="currentColor" stroke="none" />
        </g>
      ))}
      <circle r="46" strokeWidth="2.2" />
      <path
        d="M12 -30A32.3 32.3 0 1 0 12 30A36 36 0 0 1 12 -30Z"
        strokeWidth="2.2"
        fill="currentColor"
        fillOpacity="0.85"
      />
      <path d={STAR} transform="translate(19 -4)" fill="currentColor" stroke="none" />
      <circle cx="27" cy="14" r="1.8" fill="currentColor" stroke="none" />
    </svg>
  );
}
