// Issue 23 §4: "the draft and game pages keep the screen on while it is the player's turn or an
// auction awaits them (Screen Wake Lock), and a short vibration when their turn starts (off by a
// setting)" — the rules of components/phone/attention.ts over fake browser objects.
import { describe, expect, it } from "vitest";
import {
  HAPTICS_KEY,
  hapticsEnabled,
  ScreenKeeper,
  setHaptics,
  vibrateNow,
  type WakeLockApi,
} from "@/components/phone/attention";

/** A wake lock API that records requests and lets a test decide when a request is answered. */
function fakeWakeLock(opts: { refuse?: boolean } = {}) {
  const requests: { resolve: () => void }[] = [];
  const locks: { released: boolean }[] = [];
  const api: WakeLockApi = {
    request: () =>
      new Promise((resolve, reject) => {
        requests.push({
          resolve: () => {
            if (opts.refuse) return reject(new Error("NotAllowedError"));
            const lock = {
              released: false,
              release: async () => {
                lock.released = true;
              },
            };
            locks.push(lock);
            resolve(lock);
          },
        });
      }),
  };
  return { api, requests, locks, held: () => locks.filter((l) => !l.released).length };
}

/** Answers every request made so far and lets the keeper's awaits run. */
async function grant(fake: ReturnType<typeof fakeWakeLock>) {
  for (const r of fake.requests.splice(0)) r.resolve();
  await new Promise((r) => setTimeout(r, 0));
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

describe("screen wake lock", () => {
  it("is held while the player is awaited and the page visible, released when the turn passes", async () => {
    const fake = fakeWakeLock();
    const keeper = new ScreenKeeper(fake.api);
    const asked = keeper.update(true, true);
    await grant(fake);
    await asked;
    expect(fake.held()).toBe(1);
    expect(keeper.held).toBe(true);
    await keeper.update(false, true);
    expect(fake.held()).toBe(0);
    expect(keeper.held).toBe(false);
  });

  it("is not asked for when nobody awaits the player, nor while the page is hidden", async () => {
    const fake = fakeWakeLock();
    const keeper = new ScreenKeeper(fake.api);
    await keeper.update(false, true);
    await keeper.update(true, false);
    expect(fake.requests).toHaveLength(0);
  });

  it("is asked again when the page comes back (the browser drops it when hidden)", async () => {
    const fake = fakeWakeLock();
    const keeper = new ScreenKeeper(fake.api);
    const first = keeper.update(true, true);
    await grant(fake);
    await first;
    // Hidden: the browser releases the lock by itself.
    fake.locks[0]!.released = true;
    await keeper.update(true, false);
    expect(keeper.held).toBe(false);
    const again = keeper.update(true, true);
    expect(fake.requests).toHaveLength(1);
    await grant(fake);
    await again;
    expect(fake.held()).toBe(1);
  });

  it("never asks twice at once, and lets go of a lock granted after the turn ended", async () => {
    const fake = fakeWakeLock();
    const keeper = new ScreenKeeper(fake.api);
    const a = keeper.update(true, true);
    const b = keeper.update(true, true);
    expect(fake.requests).toHaveLength(1);
    await b;
    const c = keeper.update(false, true); // the turn ends before the browser answers
    await grant(fake);
    await Promise.all([a, c]);
    expect(fake.locks).toHaveLength(1);
    expect(fake.held()).toBe(0);
  });

  it("does nothing without the API, and survives a refusal (asked again on the next change)", async () => {
    await expect(new ScreenKeeper(undefined).update(true, true)).resolves.toBeUndefined();
    const fake = fakeWakeLock({ refuse: true });
    const keeper = new ScreenKeeper(fake.api);
    const refused = keeper.update(true, true);
    await grant(fake);
    await refused;
    expect(keeper.held).toBe(false);
    void keeper.update(true, true);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("turn vibration", () => {
  it("buzzes once, when the player becomes awaited, and only if the device has it on", () => {
    expect(vibrateNow(false, true, true)).toBe(true);
    expect(vibrateNow(true, true, true)).toBe(false);
    expect(vibrateNow(true, false, true)).toBe(false);
    expect(vibrateNow(false, false, true)).toBe(false);
    expect(vibrateNow(false, true, false)).toBe(false);
  });

  it("is on by default; the device's setting turns it off and on again", () => {
    const storage = memoryStorage();
    expect(hapticsEnabled(storage)).toBe(true);
    setHaptics(storage, false);
    expect(storage.map.get(HAPTICS_KEY)).toBe("off");
    expect(hapticsEnabled(storage)).toBe(false);
    setHaptics(storage, true);
    expect(storage.map.has(HAPTICS_KEY)).toBe(false);
    expect(hapticsEnabled(storage)).toBe(true);
  });

  it("keeps the default when storage is missing or refuses", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => {},
    };
    expect(hapticsEnabled(null)).toBe(true);
    expect(hapticsEnabled(throwing)).toBe(true);
    expect(() => setHaptics(throwing, false)).not.toThrow();
  });
});
