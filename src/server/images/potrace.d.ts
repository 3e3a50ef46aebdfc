// The parts of the potrace package (2.x, no bundled types) that the stencil tracer uses.
declare module 'potrace' {
  interface TPotraceOptions {
    threshold?: number;
    turdSize?: number;
    alphaMax?: number;
    optCurve?: boolean;
    optTolerance?: number;
    blackOnWhite?: boolean;
    turnPolicy?: string;
  }
  interface TPotrace {
    loadImage(target: unknown, callback: (error: Error | null) => void): void;
    getPathTag(fillColor?: string): string;
  }
  const potrace: { Potrace: new (options?: TPotraceOptions) => TPotrace };
  export default potrace;
}
