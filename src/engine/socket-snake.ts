// The serpent of "a skull with a snake coming out of the eye socket", as traditional flash draws
// it: the tail end lost in the socket's dark, the body swelling as it leaves the hole, swinging
// out over the cheekbone, up the side of the skull and over the crown, then narrowing to the
// neck and rearing into a viper's head with the jaws open, fangs down and the tongue forked.
// Drawn with the hebi's own parts (snake.ts, snake-head.ts), so its back scales and belly
// scutes are the same cut. A stroked tube of one width with a dashed line read as a hose.
// Same TGenShape contract as snake.ts (512 box, y down).
import { type TPt } from './creatures';
import { stationsAlong } from './curve-kit';
import { smoothRing } from './dragon';
import type { TGenShape } from './gen-shape';
import { headInks, hebiHead } from './snake-head';
import { across, backScales, scutes } from './snake';

/** Where the body enters the socket, in this drawing's box: the placement sets it on the
 *  skull's socket. */
export const SOCKET_AT: TPt = [300, 342];

/** The centre line from the neck (rearing at the upper left) round over the crown, down the
 *  far side and back in across the cheek to the socket. */
const SPINE: TPt[] = [
  [100, 136],
  [124, 176],
  [166, 204],
  [220, 214],
  [290, 212],
  [350, 222],
  [396, 256],
  [412, 300],
  [396, 338],
  [362, 356],
  [328, 354],
  SOCKET_AT,
];

/** Half-width: a slim neck behind the head, the thick middle over the crown, thinning again
 *  toward the tail as it goes into the hole (the rest of the tail is inside the skull). */
const halfWidth = (u: number) => {
  const swell = Math.sin(Math.PI * Math.min(1, u / 0.9));
  return 17 + 13 * swell - (u > 0.7 ? ((u - 0.7) / 0.3) * 5 : 0);
};

export function socketSnake(): TGenShape {
  const st = stationsAlong(SPINE, 20, 120, halfWidth);
  // the head a size up on the slim neck: a viper's broad jaws, not a worm's tip
  const head = hebiHead({ ...st[0], w: st[0].w * 1.35 }, false);
  const none = () => false;
  return {
    d: smoothRing([
      ...head.outline,
      ...st.map((s) => across(s, 1)),
      ...st.map((s) => across(s, -1)).reverse(),
    ]),
    holes: backScales(st, false, none) + head.holes,
    alt: scutes(st, false, none),
    inks: headInks(head),
  };
}
