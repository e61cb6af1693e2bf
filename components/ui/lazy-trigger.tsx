import { cloneElement, useCallback, useMemo, useRef, useState, type ReactElement, type SyntheticEvent } from "react";

type Handler = (event: SyntheticEvent) => void;
type TriggerProps = Record<string, unknown>;

/**
 * The trigger of an overlay whose code loads on first use: the element with
 * the attributes its overlay gives it while closed, and handlers that run
 * after the element's own unless it prevented the default (as Radix's Slot
 * composes them).
 */
export function LazyTrigger({ trigger, ...props }: { trigger: ReactElement } & TriggerProps): ReactElement {
  const own = trigger.props as TriggerProps;
  const merged: TriggerProps = { ...props };
  for (const [name, value] of Object.entries(props)) {
    const theirs = own[name];
    if (typeof value !== "function" || typeof theirs !== "function") continue;
    merged[name] = (event: SyntheticEvent) => {
      (theirs as Handler)(event);
      if (!event.defaultPrevented) (value as Handler)(event);
    };
  }
  return cloneElement(trigger as ReactElement<TriggerProps>, merged);
}

/** Starts loading a module once and remembers the promise; a failed load may be tried again. */
export function preloader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export interface LazyOverlay<T> {
  /** The overlay's module once it has replaced the plain trigger; until then the caller renders the plain trigger. */
  loaded: T | null;
  /** Starts loading without showing anything (hover, focus). */
  preload: () => void;
  /** Loads the overlay and replaces the plain trigger with it, once no press on the trigger is under way. */
  activate: () => void;
  /** Whether a press that started on the plain trigger is still under way. */
  isPressed: () => boolean;
  /** Handlers the plain trigger needs: focus (to give it back after the swap) and presses (so a click is never split). */
  tracking: { onFocus: () => void; onBlur: () => void; onPointerDown: () => void };
  /** The plain trigger had focus when the overlay's own trigger replaced it: the overlay gives focus to the new element. */
  refocus: boolean;
}

/**
 * Loads an overlay's code on demand and swaps it in for the plain trigger.
 * The swap replaces the trigger's element, so it waits for a press on it to
 * end: a click whose press and release land on different elements is lost.
 */
export function useLazyOverlay<T>(load: () => Promise<T>): LazyOverlay<T> {
  const [state, setState] = useState<{ loaded: T; refocus: boolean } | null>(null);
  const focused = useRef(false);
  const pressed = useRef(false);
  const waiting = useRef<T | null>(null);

  const swap = useCallback((loaded: T) => {
    if (pressed.current) {
      waiting.current = loaded;
      return;
    }
    setState((current) => current ?? { loaded, refocus: focused.current });
  }, []);
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  const activate = useCallback(() => {
    load().then(swap, () => undefined);
  }, [load, swap]);
  const isPressed = useCallback(() => pressed.current, []);
  const tracking = useMemo(
    () => ({
      onFocus: () => {
        focused.current = true;
      },
      onBlur: () => {
        focused.current = false;
      },
      onPointerDown: () => {
        pressed.current = true;
        const release = () => {
          document.removeEventListener("pointerup", release, true);
          document.removeEventListener("pointercancel", release, true);
          // A task later: the click that follows the release still reaches the plain trigger.
          setTimeout(() => {
            pressed.current = false;
            const loaded = waiting.current;
            waiting.current = null;
            if (loaded) swap(loaded);
          });
        };
        document.addEventListener("pointerup", release, true);
        document.addEventListener("pointercancel", release, true);
      },
    }),
    [swap],
  );
  return { loaded: state?.loaded ?? null, refocus: state?.refocus ?? false, preload, activate, isPressed, tracking };
}
