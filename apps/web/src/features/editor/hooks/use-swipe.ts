import { useRef, type TouchEvent } from "react";

/** A horizontal swipe of at least 50 px: left goes forward, right goes back. */
export function useSwipe(onSwipe: (delta: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
