// Screen awake and a buzz when it is the player's turn, as plain logic over the few
// browser objects it needs, so tests drive it with fakes (tests/components/attention.test.ts).
// The screen stays on while the player is awaited (their turn, or an auction waiting for their
// answer) and the page is visible: a wake lock ends by itself when the page is hidden, so it is asked
// again on return. A short vibration marks the moment a turn starts, unless this device turned it off.

/** localStorage key of the device's haptics setting; only "off" is stored (on is the default). */
export const HAPTICS_KEY = "bazaar.haptics";
/** One short pulse: felt in a pocket, not a ringtone. */
export const TURN_VIBRATION_MS = 120;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export function hapticsEnabled(storage: Storage | null): boolean {
  try {
    return storage?.getItem(HAPTICS_KEY) !== "off";
  } catch {
    return true; // storage refused (private mode): keep the default
  }
}

export function setHaptics(storage: Storage | null, on: boolean): void {
  try {
    if (on) storage?.removeItem(HAPTICS_KEY);
    else storage?.setItem(HAPTICS_KEY, "off");
  } catch {
    // Nothing to keep it in: the setting lasts as long as the page.
  }
}

/** Vibrate exactly when the player becomes awaited (not on every update while awaited). */
export const vibrateNow = (wasAwaited: boolean, awaited: boolean, enabled: boolean): boolean =>
  enabled && awaited && !wasAwaited;

interface Sentinel {
  released: boolean;
  release(): Promise<void>;
}
export interface WakeLockApi {
  request(type: "screen"): Promise<Sentinel>;
}

/** Holds the screen wake lock while wanted and visible; `update` is called with both whenever either
 * changes. Requests never overlap; a lock granted after it stopped being wanted is released at once.
 * Without the API (or when the browser refuses) it does nothing. */
export class ScreenKeeper {
  private lock: Sentinel | null = null;
  private pending = false;
  private want = false;

  constructor(private readonly api: WakeLockApi | undefined) {}

  get held(): boolean {
    return !!this.lock && !this.lock.released;
  }

  async update(awaited: boolean, visible: boolean): Promise<void> {
    this.want = awaited && visible;
    if (!this.api) return;
    if (this.want && !this.held && !this.pending) {
      this.pending = true;
      try {
        this.lock = await this.api.request("screen");
      } catch {
        this.lock = null; // refused (battery saver, no user activation yet): try again on the next change
      } finally {
        this.pending = false;
      }
      if (!this.want) await this.release();
    } else if (!this.want) await this.release();
  }

  async release(): Promise<void> {
    const lock = this.lock;
    this.lock = null;
    if (lock && !lock.released) await lock.release().catch(() => {});
  }
}
