import {
  Children,
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  useId,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { css, cx } from 'styled-system/css';
import { createStyleContext, styled } from 'styled-system/jsx';
import { checkbox, progress, radioGroup } from 'styled-system/recipes';

// Form controls drawn with Chakra's recipes on native elements: the checkbox and the radio are real
// <input>s (visually hidden, as Chakra's are) inside their <label>, so they work with the keyboard, a screen
// reader and a plain form post; the box drawn next to the input carries Chakra's data attributes
// (`data-scope`, `data-part`, `data-state`) and so its recipe's checked, disabled and invalid styles.

const dataAttr = (on: boolean | undefined) => (on ? '' : undefined);

/** The focus ring of the drawn box, when its hidden input (`peer`, just before it) has the keyboard's focus. */
const peerFocusRing = css({
  _peerFocusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
});
const hiddenInput = cx('peer', css({ srOnly: true }));

// Chakra's InputGroup (an element inside the input's end or start, the input padded to leave it room).

const InputGroupRoot = styled('div', {
  base: { display: 'inline-flex', position: 'relative', isolation: 'isolate', width: 'full' },
});
const InputElement = styled('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    zIndex: 2,
    color: 'fg.muted',
    height: 'full',
    fontSize: 'sm',
    px: '3',
  },
  variants: {
    placement: { start: { insetInlineStart: '0', pointerEvents: 'none' }, end: { insetInlineEnd: '0' } },
  },
});
const roomForStart = css({ ps: 'calc(var(--input-height) - 0px)' });
const roomForEnd = css({ pe: 'calc(var(--input-height) - 0px)' });

type InputGroupProps = Omit<ComponentProps<typeof InputGroupRoot>, 'children'> & {
  startElement?: ReactNode;
  endElement?: ReactNode;
  /** The input. */
  children: ReactElement<{ className?: string }>;
};

export const InputGroup = forwardRef<HTMLDivElement, InputGroupProps>(function InputGroup(
  { startElement, endElement, children, ...props },
  ref,
) {
  const child = Children.only(children);
  return (
    <InputGroupRoot ref={ref} {...props}>
      {startElement ? <InputElement placement="start">{startElement}</InputElement> : null}
      {isValidElement(child)
        ? cloneElement(child, {
            className: cx(startElement ? roomForStart : undefined, endElement ? roomForEnd : undefined, child.props.className),
          })
        : child}
      {endElement ? <InputElement placement="end">{endElement}</InputElement> : null}
    </InputGroupRoot>
  );
});

// Chakra's Checkbox: Root (the <label>), HiddenInput (the <input type="checkbox">), Control (the box), Label.

interface CheckboxState {
  checked: boolean;
  disabled: boolean;
  invalid: boolean;
  name?: string;
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}
const CheckboxState = createContext<CheckboxState | null>(null);
const useCheckbox = () => {
  const state = useContext(CheckboxState);
  if (!state) throw new Error('Checkbox parts go inside <Checkbox.Root>');
  return state;
};
const checkboxDataAttrs = (state: CheckboxState) => ({
  'data-scope': 'checkbox',
  'data-state': state.checked ? 'checked' : 'unchecked',
  'data-disabled': dataAttr(state.disabled),
  'data-invalid': dataAttr(state.invalid),
});

const checkboxContext = createStyleContext(checkbox);
const CheckboxRootStyled = checkboxContext.withProvider('label', 'root');
const CheckboxControlStyled = checkboxContext.withContext('span', 'control');
const CheckboxLabelStyled = checkboxContext.withContext('span', 'label');
const CheckboxIndicatorStyled = checkboxContext.withContext('svg', 'indicator');

type CheckboxRootProps = Omit<ComponentProps<typeof CheckboxRootStyled>, 'onChange' | 'defaultChecked'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (details: { checked: boolean }) => void;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
};

function CheckboxRoot({
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  invalid = false,
  name,
  value,
  ...props
}: CheckboxRootProps) {
  const [own, setOwn] = useState(defaultChecked);
  const state: CheckboxState = {
    checked: checked ?? own,
    disabled,
    invalid,
    name,
    value,
    onChange: (event) => {
      setOwn(event.target.checked);
      onCheckedChange?.({ checked: event.target.checked });
    },
  };
  return (
    <CheckboxState.Provider value={state}>
      <CheckboxRootStyled data-part="root" {...checkboxDataAttrs(state)} {...props} />
    </CheckboxState.Provider>
  );
}

function CheckboxHiddenInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'checked'>) {
  const state = useCheckbox();
  return (
    <input
      type="checkbox"
      name={state.name}
      value={state.value}
      disabled={state.disabled}
      aria-invalid={state.invalid || undefined}
      {...props}
      checked={state.checked}
      onChange={state.onChange}
      className={cx(hiddenInput, className)}
    />
  );
}

function CheckboxIndicator(props: ComponentProps<typeof CheckboxIndicatorStyled>) {
  const state = useCheckbox();
  return (
    <CheckboxIndicatorStyled
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3px"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...checkboxDataAttrs(state)}
      {...props}
    >
      {state.checked ? <polyline points="20 6 9 17 4 12" /> : null}
    </CheckboxIndicatorStyled>
  );
}

export const Checkbox = {
  Root: CheckboxRoot,
  HiddenInput: CheckboxHiddenInput,
  Control: ({ children, className, ...props }: ComponentProps<typeof CheckboxControlStyled>) => {
    const state = useCheckbox();
    return (
      <CheckboxControlStyled
        data-part="control"
        aria-hidden="true"
        {...checkboxDataAttrs(state)}
        className={cx(peerFocusRing, className)}
        {...props}
      >
        {children ?? <CheckboxIndicator />}
      </CheckboxControlStyled>
    );
  },
  Indicator: CheckboxIndicator,
  Label: (props: ComponentProps<typeof CheckboxLabelStyled>) => (
    <CheckboxLabelStyled data-part="label" {...checkboxDataAttrs(useCheckbox())} {...props} />
  ),
};

// Chakra's RadioGroup: Root (name, value, onValueChange), Item (a <label> per value), ItemHiddenInput
// (the <input type="radio">), ItemIndicator (the round mark), ItemText.

interface RadioGroupState {
  name: string;
  value: string | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}
const RadioGroupState = createContext<RadioGroupState | null>(null);
const RadioItemState = createContext<{ value: string; checked: boolean; disabled: boolean } | null>(null);
const useRadioItem = () => {
  const item = useContext(RadioItemState);
  const group = useContext(RadioGroupState);
  if (!item || !group) throw new Error('RadioGroup item parts go inside <RadioGroup.Item>');
  return { item, group };
};
const radioDataAttrs = ({ checked, disabled }: { checked: boolean; disabled: boolean }) => ({
  'data-scope': 'radio-group',
  'data-state': checked ? 'checked' : 'unchecked',
  'data-disabled': dataAttr(disabled),
});

const radioGroupContext = createStyleContext(radioGroup);
const RadioRootStyled = radioGroupContext.withProvider('div', 'root');
const RadioItemStyled = radioGroupContext.withContext('label', 'item');
const RadioItemControlStyled = radioGroupContext.withContext('span', 'itemControl');
const RadioItemTextStyled = radioGroupContext.withContext('span', 'itemText');

type RadioGroupRootProps = Omit<ComponentProps<typeof RadioRootStyled>, 'onChange' | 'defaultValue'> & {
  name?: string;
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (details: { value: string }) => void;
  disabled?: boolean;
};

function RadioGroupRoot({ name, value, defaultValue = null, onValueChange, disabled = false, ...props }: RadioGroupRootProps) {
  const ownName = useId();
  const [own, setOwn] = useState(defaultValue);
  const state: RadioGroupState = {
    name: name ?? ownName,
    value: value === undefined ? own : value,
    disabled,
    onChange: (event) => {
      if (!event.target.checked) return;
      setOwn(event.target.value);
      onValueChange?.({ value: event.target.value });
    },
  };
  return (
    <RadioGroupState.Provider value={state}>
      <RadioRootStyled role="radiogroup" data-scope="radio-group" data-part="root" data-disabled={dataAttr(disabled)} {...props} />
    </RadioGroupState.Provider>
  );
}

function RadioGroupItem({ value, disabled, ...props }: ComponentProps<typeof RadioItemStyled> & { value: string; disabled?: boolean }) {
  const group = useContext(RadioGroupState);
  const item = { value, checked: group?.value === value, disabled: Boolean(disabled || group?.disabled) };
  return (
    <RadioItemState.Provider value={item}>
      <RadioItemStyled data-part="item" {...radioDataAttrs(item)} {...props} />
    </RadioItemState.Provider>
  );
}

function RadioGroupItemHiddenInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'value'>) {
  const { item, group } = useRadioItem();
  return (
    <input
      type="radio"
      name={group.name}
      disabled={item.disabled}
      {...props}
      value={item.value}
      checked={item.checked}
      onChange={group.onChange}
      className={cx(hiddenInput, className)}
    />
  );
}

export const RadioGroup = {
  Root: RadioGroupRoot,
  Item: RadioGroupItem,
  ItemHiddenInput: RadioGroupItemHiddenInput,
  ItemIndicator: ({ className, ...props }: ComponentProps<typeof RadioItemControlStyled>) => {
    const { item } = useRadioItem();
    return (
      <RadioItemControlStyled
        data-part="item-control"
        aria-hidden="true"
        {...radioDataAttrs(item)}
        className={cx(peerFocusRing, className)}
        {...props}
      >
        {item.checked ? <span className="dot" /> : null}
      </RadioItemControlStyled>
    );
  },
  ItemText: (props: ComponentProps<typeof RadioItemTextStyled>) => (
    <RadioItemTextStyled data-part="item-text" {...radioDataAttrs(useRadioItem().item)} {...props} />
  ),
};

// Chakra's Progress (a bar): Root (value 0–100), Label, Track (the progressbar), Range.

const ProgressState = createContext<{ value: number; labelId: string }>({ value: 0, labelId: '' });
const progressContext = createStyleContext(progress);
const ProgressRootStyled = progressContext.withProvider('div', 'root');
const ProgressLabelStyled = progressContext.withContext('div', 'label');
const ProgressTrackStyled = progressContext.withContext('div', 'track');
const ProgressRangeStyled = progressContext.withContext('div', 'range');

export const Progress = {
  Root: ({ value, ...props }: ComponentProps<typeof ProgressRootStyled> & { value: number }) => {
    const labelId = useId();
    return (
      <ProgressState.Provider value={{ value, labelId }}>
        <ProgressRootStyled data-scope="progress" data-part="root" data-value={value} {...props} />
      </ProgressState.Provider>
    );
  },
  Label: (props: ComponentProps<typeof ProgressLabelStyled>) => (
    <ProgressLabelStyled data-part="label" id={useContext(ProgressState).labelId} {...props} />
  ),
  Track: (props: ComponentProps<typeof ProgressTrackStyled>) => {
    const { value, labelId } = useContext(ProgressState);
    return (
      <ProgressTrackStyled
        data-part="track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-labelledby={labelId}
        {...props}
      />
    );
  },
  Range: ({ style, ...props }: ComponentProps<typeof ProgressRangeStyled>) => (
    <ProgressRangeStyled data-part="range" style={{ width: `${useContext(ProgressState).value}%`, ...style }} {...props} />
  ),
};
