import { createPlugin, type PluginDef } from '@fullcalendar/core';
import {
  Interaction,
  identity,
  rangeContainsRange,
  type Identity,
  type InteractionSettings,
} from '@fullcalendar/core/internal';
import type { DateClickArg } from '@fullcalendar/interaction';

/*
 * FullCalendar's interaction plugin (@fullcalendar/interaction: date clicks, selection, dragging; ~8.5 KB
 * gzip) is not needed to paint the first week, so it is fetched after the first paint (README: "The
 * interaction plugin after the first paint").
 *
 * It cannot simply be added to the `plugins` option later: FullCalendar creates a grid's interactions once,
 * when the grid component registers itself on mount (CalendarContent.registerInteractiveComponent reads
 * `pluginHooks.componentInteractions` then), so a plugin added afterwards is never attached to the grid on
 * screen — and a new `plugins` array rebuilds the plugin hooks, the date environment and the view specs.
 * Instead the calendar's plugins stay the same from the first render: `deferredInteractionPlugin` below
 * registers one small interaction per grid that creates the real plugin's interactions on that grid's element
 * the moment the plugin's code has arrived. Nothing re-renders.
 */

type InteractionClass = PluginDef['componentInteractions'][number];

let loaded: PluginDef | undefined;
let pending: Promise<PluginDef> | undefined;
const waiting = new Set<(plugin: PluginDef) => void>();

/**
 * Fetches (or joins the fetch of) the interaction plugin's own chunk; a memoised import(). A failed fetch (a
 * deploy in between, offline) is forgotten, so the next call (a pointer on the grid, the next week) retries.
 */
export function loadInteractionPlugin(): Promise<PluginDef> {
  return (pending ??= import(
    /* webpackChunkName: "fullcalendar-interaction" */ '@fullcalendar/interaction'
  ).then(
    (module) => {
      const plugin = module.default;
      loaded = plugin;
      // When the grids got their interactions (README: measured against mf-calendar:events-painted).
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
        performance.mark('mf-calendar:interaction-ready');
      for (const attach of waiting) attach(plugin);
      waiting.clear();
      return plugin;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));
}

/** Starts the fetch without waiting for it; a failure is logged and retried by the next request. */
export function requestInteractionPlugin(): void {
  if (loaded) return;
  loadInteractionPlugin().catch((error: unknown) =>
    console.error('[mf-calendar] the calendar interaction code could not load', error),
  );
}

/**
 * The date click of a press that began before the plugin's interactions existed on this grid (they listen for
 * the press's start, so they cannot see it): the same hit test and the same `dateClick` arguments as the
 * plugin's DateClicking, from the component's own queryHit. A press that begins afterwards is the plugin's.
 */
function dateClickFromEarlyPress(settings: InteractionSettings, event: MouseEvent) {
  const { component, el } = settings;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !component.isValidDateDownEl(target)) return;
  const rect = el.getBoundingClientRect();
  component.prepareHits();
  const hit = component.queryHit(
    event.clientX - rect.left,
    event.clientY - rect.top,
    rect.width,
    rect.height,
  );
  // A cell outside the view's active range (a dead cell) is no date to click, as in the plugin.
  const activeRange = hit?.dateProfile.activeRange;
  if (!hit || !activeRange || !rangeContainsRange(activeRange, hit.dateSpan.range)) return;
  const { context } = component;
  const { dateSpan } = hit;
  const arg: DateClickArg = {
    date: context.dateEnv.toDate(dateSpan.range.start),
    dateStr: context.dateEnv.formatIso(dateSpan.range.start, { omitTime: dateSpan.allDay }),
    allDay: dateSpan.allDay,
    dayEl: hit.dayEl!,
    jsEvent: event,
    view: context.viewApi,
  };
  context.emitter.trigger('dateClick', arg);
}

/** One per grid (FullCalendar creates it when the grid mounts): the real interactions once they exist. */
class DeferredInteractions extends Interaction {
  private readonly settings: InteractionSettings;
  private real: Interaction[] | undefined;
  private destroyed = false;
  /** The current press began before the real interactions were attached. */
  private earlyPress = false;

  constructor(settings: InteractionSettings) {
    super(settings);
    this.settings = settings;
    // Registered before the real interactions' own listeners, so this sees a press's start first.
    settings.el.addEventListener('mousedown', this.onPressStart);
    settings.el.addEventListener('touchstart', this.onPressStart, { passive: true });
    settings.el.addEventListener('click', this.onClick);
    if (loaded) this.attach(loaded);
    else waiting.add(this.attach);
  }

  private readonly onPressStart = () => {
    this.earlyPress = !this.real;
    if (!this.real) requestInteractionPlugin();
  };

  private readonly onClick = (event: MouseEvent) => {
    if (!this.earlyPress) return;
    this.earlyPress = false;
    dateClickFromEarlyPress(this.settings, event);
  };

  private readonly attach = (plugin: PluginDef) => {
    if (this.destroyed || this.real) return;
    this.real = plugin.componentInteractions.map(
      (RealInteraction: InteractionClass) => new RealInteraction(this.settings),
    );
  };

  override destroy() {
    this.destroyed = true;
    waiting.delete(this.attach);
    const { el } = this.settings;
    el.removeEventListener('mousedown', this.onPressStart);
    el.removeEventListener('touchstart', this.onPressStart);
    el.removeEventListener('click', this.onClick);
    for (const interaction of this.real ?? []) interaction.destroy();
  }
}

/**
 * Stands in for @fullcalendar/interaction in the calendar's `plugins` from the first render: its interactions
 * per grid, and the refiner of the one interaction option the calendar sets (`dateClick`; without it
 * FullCalendar warns of an unknown option and drops the handler). Options of selection and dragging are not
 * used by this calendar; a view that enables them must list their refiners here too. The plugin's calendar-wide
 * interaction (UnselectAuto) only clears a selection, which this calendar never makes.
 */
export const deferredInteractionPlugin = createPlugin({
  name: 'mf-calendar/deferred-interaction',
  componentInteractions: [DeferredInteractions],
  listenerRefiners: { dateClick: identity as Identity<(arg: DateClickArg) => void> },
});
