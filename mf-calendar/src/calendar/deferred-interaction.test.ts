import type { InteractionSettings } from '@fullcalendar/core/internal';
import type * as DeferredInteraction from './deferred-interaction';

// No setupCalendarTests here: each test starts with a fresh module, before the plugin's code has arrived.
let deferredInteractionPlugin: typeof DeferredInteraction.deferredInteractionPlugin;
let loadInteractionPlugin: typeof DeferredInteraction.loadInteractionPlugin;
beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    ({ deferredInteractionPlugin, loadInteractionPlugin } = await import('./deferred-interaction'));
  });
});

const start = new Date('2026-11-23T15:50:00Z');

/** A grid as FullCalendar hands it to its interactions: a hit for every point, a spy on its emitter. */
function fakeGrid() {
  const el = document.createElement('div');
  document.body.append(el);
  const trigger = jest.fn();
  const component = {
    uid: String(Math.random()),
    isValidDateDownEl: (target: HTMLElement) => !target.closest('.fc-event'),
    prepareHits: () => undefined,
    queryHit: () => ({
      dateProfile: { activeRange: { start: new Date('2026-11-23Z'), end: new Date('2026-11-30Z') } },
      dateSpan: { range: { start, end: new Date(start.getTime() + 600_000) }, allDay: false },
      dayEl: el,
      rect: { left: 0, right: 10, top: 0, bottom: 10 },
      layer: 0,
    }),
    context: {
      dateEnv: { toDate: (marker: Date) => marker, formatIso: (marker: Date) => marker.toISOString() },
      emitter: { trigger },
      options: {},
      viewApi: { type: 'timeGridWeek' },
    },
  };
  const settings = { component, el, useEventCenter: true, isHitComboAllowed: null };
  const [DeferredInteractions] = deferredInteractionPlugin.componentInteractions;
  const interaction = new DeferredInteractions!(settings as unknown as InteractionSettings);
  return { el, trigger, interaction };
}

function press(el: HTMLElement) {
  el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

describe('deferredInteractionPlugin', () => {
  it('declares the dateClick option, so FullCalendar keeps the handler before the plugin has arrived', () => {
    expect(Object.keys(deferredInteractionPlugin.listenerRefiners)).toEqual(['dateClick']);
  });

  it('a click on a slot before the plugin has arrived opens what it opens afterwards (dateClick, once)', async () => {
    const { el, trigger, interaction } = fakeGrid();
    press(el);
    expect(trigger).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveBeenCalledWith(
      'dateClick',
      expect.objectContaining({ date: start, dateStr: start.toISOString(), allDay: false, dayEl: el }),
    );
    await loadInteractionPlugin();
    interaction.destroy();
  });

  it('a click on an event before the plugin has arrived is no date click', async () => {
    const { el, trigger, interaction } = fakeGrid();
    const event = document.createElement('a');
    event.className = 'fc-event';
    el.append(event);
    press(event);
    expect(trigger).not.toHaveBeenCalled();
    await loadInteractionPlugin();
    interaction.destroy();
  });

  it('a press begun before the plugin arrived and released after it still gives its date click', async () => {
    const { el, trigger, interaction } = fakeGrid();
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await loadInteractionPlugin();
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(trigger).toHaveBeenCalledTimes(1);
    interaction.destroy();
  });

  it("once the plugin has arrived, the grid's presses are the plugin's own interactions'", async () => {
    await loadInteractionPlugin();
    const addListener = jest.spyOn(HTMLElement.prototype, 'addEventListener');
    const { el, trigger, interaction } = fakeGrid();
    // The plugin's pointer tracking (DateClicking, DateSelecting, EventDragging, EventResizing) listens on the grid.
    const mousedownListeners = addListener.mock.calls.filter(([type]) => type === 'mousedown');
    expect(mousedownListeners.length).toBeGreaterThan(1);
    addListener.mockRestore();
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(trigger).not.toHaveBeenCalled();
    interaction.destroy();
  });

  it('a destroyed grid neither answers clicks nor gets the interactions later', async () => {
    const { el, trigger, interaction } = fakeGrid();
    interaction.destroy();
    const addListener = jest.spyOn(el, 'addEventListener');
    press(el);
    expect(trigger).not.toHaveBeenCalled();
    await loadInteractionPlugin();
    expect(addListener).not.toHaveBeenCalled();
  });
});
