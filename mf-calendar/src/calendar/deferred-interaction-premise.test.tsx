import { render, waitFor } from '@testing-library/react';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { createPlugin } from '@fullcalendar/core';
import { Interaction, type InteractionSettings } from '@fullcalendar/core/internal';

/*
 * The premise of deferred-interaction.ts, checked against the installed FullCalendar: a grid's interactions
 * are created when the grid mounts, so a plugin added to `plugins` afterwards never reaches the grid on screen.
 * If an upgrade changes this, the stand-in plugin may be replaced by a plain later `plugins` change.
 */
const created = jest.fn();
class SpyInteraction extends Interaction {
  constructor(settings: InteractionSettings) {
    super(settings);
    created(settings.el);
  }
}
const spyPlugin = createPlugin({ name: 'spy-interaction', componentInteractions: [SpyInteraction] });

const calendar = (plugins: Parameters<typeof createPlugin>[0]['deps'], slotMinTime = '00:00:00') => (
  <FullCalendar
    plugins={plugins}
    initialView="timeGridWeek"
    initialDate="2026-11-23"
    slotMinTime={slotMinTime}
  />
);
const firstSlot = (container: HTMLElement) =>
  container.querySelector('.fc-timegrid-slot-lane')?.getAttribute('data-time');

describe('FullCalendar (the premise of the deferred interaction plugin)', () => {
  it('attaches a plugin’s interactions to a grid that mounts with the plugin', async () => {
    created.mockClear();
    render(calendar([timeGridPlugin, spyPlugin]));
    await waitFor(() => expect(created).toHaveBeenCalled());
  });

  it('does not attach a plugin added to `plugins` after the grid has mounted', async () => {
    created.mockClear();
    const view = render(calendar([timeGridPlugin]));
    await waitFor(() => expect(firstSlot(view.container)).toBe('00:00:00'));
    const grid = view.container.querySelector('.fc-timegrid-body');
    view.rerender(calendar([timeGridPlugin, spyPlugin], '08:00:00'));
    // The new options have reached the grid (its first slot moved), the grid is the same element, and the new
    // plugin's interaction was never created for it.
    await waitFor(() => expect(firstSlot(view.container)).toBe('08:00:00'));
    expect(view.container.querySelector('.fc-timegrid-body')).toBe(grid);
    expect(created).not.toHaveBeenCalled();
  });
});
