import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { useNow } from './use-calendar';

function Clock() {
  return <output>{useNow() > 0 ? 'ticking' : 'stopped'}</output>;
}

describe('useNow', () => {
  it('subscribes once: the real clock moving does not re-render on every render', async () => {
    let commits = 0;
    render(
      <Profiler id="clock" onRender={() => (commits += 1)}>
        <Clock />
      </Profiler>,
    );
    expect(screen.getByText('ticking')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The mount, plus at most one for the clock read at subscription time.
    expect(commits).toBeLessThanOrEqual(2);
  });
});
