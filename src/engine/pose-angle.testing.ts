// Test helper: the pose of a design's main silhouette, for checking that variations tilt it.

/** The main silhouette's principal axis in degrees (from the first `<path id="sN">` in defs). */
export function poseAngle(svg: string): number {
  const d = svg.match(/<path id="s\d+" d="([^"]+)"/)![1];
  const n = d.match(/-?[\d.]+/g)!.map(Number);
  let [mx, my] = [0, 0];
  const k = n.length / 2;
  for (let i = 0; i < n.length; i += 2) [mx, my] = [mx + n[i] / k, my + n[i + 1] / k];
  let [sxx, syy, sxy] = [0, 0, 0];
  for (let i = 0; i < n.length; i += 2) {
    const [x, y] = [n[i] - mx, n[i + 1] - my];
    [sxx, syy, sxy] = [sxx + x * x, syy + y * y, sxy + x * y];
  }
  return (0.5 * Math.atan2(2 * sxy, sxx - syy) * 180) / Math.PI;
}
