import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { RadioGroup } from './radio-group';
import { Combobox, type ComboboxGroup } from './combobox';
import { Drawer } from './modal';

describe('RadioGroup', () => {
  function Harness({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <>
        <RadioGroup
          label="Live session type"
          value={value}
          onValueChange={setValue}
          error={error}
          options={[
            { value: 'VIDEO', label: 'Video' },
            { value: 'PHONE', label: 'Phone', disabled: true },
            { value: 'IN_OFFICE', label: 'In office' },
          ]}
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }

  it('is a labelled radio group; disabled options cannot be chosen; arrow keys move the choice', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Live session type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
    await userEvent.click(screen.getByText('Video'));
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    // the arrow skips the disabled option; Space chooses the focused one
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'In office' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'In office' })).toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('IN_OFFICE');
  });

  it('announces an error and shows the empty text without options', () => {
    renderWithProviders(<Harness error="Please select live session type!" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select live session type!');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the empty text instead of options', () => {
    renderWithProviders(
      <RadioGroup
        label="Free times"
        value=""
        onValueChange={() => {}}
        options={[]}
        emptyText="Haven`t free time"
      />,
    );
    expect(screen.getByText('Haven`t free time')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('Combobox', () => {
  type Person = { id: string; name: string };
  const all: Person[] = [
    { id: '1', name: 'Kari Nordmann' },
    { id: '2', name: 'Ola Hansen' },
    { id: '3', name: 'Per Berg' },
  ];

  function Harness() {
    const [query, setQuery] = useState('');
    const [selected, setSelected] = useState<Person | null>(null);
    const q = query.toLowerCase();
    const groups: ComboboxGroup<Person>[] = [
      {
        key: 'mine',
        label: 'My patients',
        items: all.slice(0, 2).filter((p) => p.name.toLowerCase().includes(q)),
      },
      {
        key: 'free',
        label: 'Free patients',
        items: all.slice(2).filter((p) => p.name.toLowerCase().includes(q)),
      },
    ];
    return (
      <>
        <Combobox<Person>
          label="Patient"
          groups={groups}
          itemKey={(p) => p.id}
          itemToString={(p) => p?.name ?? ''}
          selectedItem={selected}
          onSelectedItemChange={setSelected}
          inputValue={query}
          onInputValueChange={setQuery}
          emptyText="No patients found"
        />
        <output data-testid="selected">{selected?.id ?? ''}</output>
      </>
    );
  }

  it('lists options under their group labels and filters as you type', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Patient' });
    await userEvent.click(input);
    expect(screen.getByText('My patients')).toBeInTheDocument();
    expect(screen.getByText('Free patients')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.type(input, 'per');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Per Berg']);
    expect(screen.queryByText('My patients')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    expect(screen.getByText('No patients found')).toBeInTheDocument();
  });

  it('is keyboard operable across groups: arrows then Enter choose', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Patient' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('selected')).toHaveTextContent('3');
    expect(input).toHaveValue('Per Berg');
  });
});

describe('Combobox inside a Drawer', () => {
  function DrawerWithCombobox() {
    const [open, setOpen] = useState(true);
    const [inputValue, setInputValue] = useState('');
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <Drawer open={open} onOpenChange={setOpen} title="Create appointment">
        <Combobox<string>
          label="Patient"
          groups={[{ key: 'mine', label: 'My patients', items: ['Kari Nordmann', 'Ola Hansen'] }]}
          itemKey={(item) => item}
          itemToString={(item) => item ?? ''}
          selectedItem={selected}
          onSelectedItemChange={setSelected}
          inputValue={inputValue}
          onInputValueChange={setInputValue}
          emptyText="There is no patient for you request"
        />
      </Drawer>
    );
  }

  it('Escape closes the open list first, then the drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DrawerWithCombobox />);
    await user.click(await screen.findByRole('combobox', { name: 'Patient' }));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Kari Nordmann' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Create appointment' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
