import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DirectionProvider } from '../../providers/DirectionProvider';
import { Tabs, type TabsRootProps } from './Tabs';

function Example({
  forceMount = false,
  ...props
}: Omit<TabsRootProps, 'children'> & { forceMount?: boolean }) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List label="Categories">
        <Tabs.Trigger value="forex">Forex</Tabs.Trigger>
        <Tabs.Trigger value="gold">Gold</Tabs.Trigger>
        <Tabs.Trigger value="stocks" disabled>
          Stocks
        </Tabs.Trigger>
        <Tabs.Trigger value="indices">Indices</Tabs.Trigger>
      </Tabs.List>
      {['forex', 'gold', 'stocks', 'indices'].map((value) => (
        <Tabs.Content key={value} value={value} forceMount={forceMount}>
          Ranking of {value}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('names the tab list and links the selected tab to its panel', () => {
    render(<Example defaultValue="forex" />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    const forex = screen.getByRole('tab', { name: 'Forex' });
    expect(forex).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Forex' });
    expect(panel).toHaveTextContent('Ranking of forex');
    expect(forex).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects on click and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example defaultValue="forex" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Gold' }));
    expect(onValueChange).toHaveBeenCalledWith('gold');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ranking of gold');
  });

  it('moves with arrow keys, skipping disabled tabs, and Home/End jump', async () => {
    const user = userEvent.setup();
    render(<Example defaultValue="forex" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Forex' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Indices' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Indices' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Forex' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Indices' })).toHaveFocus();
    // Tab leaves the strip for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('mirrors the arrow keys in right to left', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <Example defaultValue="forex" />
      </DirectionProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gold' })).toHaveFocus();
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('waits for Enter in manual activation', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example defaultValue="forex" activationMode="manual" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('gold');
  });

  it('is controllable', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('gold');
      return (
        <>
          <output>{value}</output>
          <Example value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Indices' }));
    expect(screen.getByRole('status')).toHaveTextContent('indices');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ranking of indices');
  });

  it('keeps force-mounted inactive panels in the DOM but hidden', () => {
    render(<Example defaultValue="forex" forceMount />);
    const gold = screen.getByText('Ranking of gold');
    expect(gold).toHaveAttribute('data-state', 'inactive');
    expect(gold).toHaveAttribute('hidden');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  // Read as it mounts, a panel's style makes the browser compute the style of the whole page there and then,
  // in the task that draws it (about 11 ms of the race page's render at 4x CPU).
  it("shows a panel and switches to another without reading the panel's computed style", async () => {
    const user = userEvent.setup();
    const readStyles = vi.spyOn(window, 'getComputedStyle');
    render(<Example defaultValue="forex" />);
    // Found by text: a query by role reads every element's style to know what is hidden.
    await user.click(screen.getByText('Gold'));
    const panelsRead = readStyles.mock.calls.filter(
      ([element]) => element.getAttribute('role') === 'tabpanel',
    );
    readStyles.mockRestore();
    expect(screen.getByRole('tabpanel', { name: 'Gold' })).toHaveTextContent('Ranking of gold');
    expect(panelsRead).toEqual([]);
  });

  it('links each tab to its own panel in every Tabs on the page', () => {
    render(
      <>
        <Example defaultValue="forex" />
        <Example defaultValue="forex" />
      </>,
    );
    const [first, second] = screen.getAllByRole('tab', { name: 'Forex' });
    const panels = screen.getAllByRole('tabpanel', { name: 'Forex' });
    expect(panels).toHaveLength(2);
    expect(first).toHaveAttribute('aria-controls', panels[0]!.id);
    expect(second).toHaveAttribute('aria-controls', panels[1]!.id);
    expect(panels[0]!.id).not.toBe(panels[1]!.id);
    expect(panels[0]).toHaveAttribute('tabindex', '0');
  });
});
