// Pointer gestures for a placed design: one pointer drags, two pointers pinch (scale) and twist
// (rotate); the mouse wheel scales. Works the same for mouse, pen and touch.
import { useRef } from 'react';

export interface TGestureHandlers {
  onDrag(dxPx: number, dyPx: number): void;
  onPinch(factor: number, degrees: number): void;
  onWheelScale?(factor: number): void;
}

export function useGestures(handlers: TGestureHandlers) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const ref = useRef(handlers);
  ref.current = handlers;

  const pair = () => {
    const [a, b] = [...pointers.current.values()];
    return { d: Math.hypot(b.x - a.x, b.y - a.y), angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI };
  };

  return {
    onPointerDown(e: React.PointerEvent) {
      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      e.stopPropagation();
    },
    onPointerMove(e: React.PointerEvent) {
      const prev = pointers.current.get(e.pointerId);
      if (!prev) return;
      e.preventDefault();
      if (pointers.current.size === 1) {
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        ref.current.onDrag(e.clientX - prev.x, e.clientY - prev.y);
        return;
      }
      const before = pair();
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const after = pair();
      if (before.d > 0) ref.current.onPinch(after.d / before.d, after.angle - before.angle);
    },
    onPointerUp(e: React.PointerEvent) {
      pointers.current.delete(e.pointerId);
    },
    onPointerCancel(e: React.PointerEvent) {
      pointers.current.delete(e.pointerId);
    },
    onWheel(e: React.WheelEvent) {
      if (!ref.current.onWheelScale) return;
      ref.current.onWheelScale(e.deltaY < 0 ? 1.04 : 1 / 1.04);
    },
  };
}
