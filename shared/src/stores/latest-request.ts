import { runInAction } from 'mobx';

/**
 * The requests of a page store (catalogue, home, listing, journal), numbered so that only the latest one's reply or
 * failure is applied: a page left before its reply came must not overwrite the page shown since.
 */
export class LatestRequest {
  private last = 0;

  /** The number of the latest request: a request started after reading it makes a reply awaited meanwhile stale. */
  get current(): number {
    return this.last;
  }

  /** Runs `load` as the latest request; `apply` (its value) or `fail` (its error) runs in a MobX action unless a later one started. */
  async run<T>(load: () => Promise<T>, apply: (value: T) => void, fail: (error: unknown) => void): Promise<void> {
    const id = ++this.last;
    try {
      const value = await load();
      if (id === this.last) runInAction(() => apply(value));
    } catch (error) {
      if (id === this.last) runInAction(() => fail(error));
    }
  }
}
