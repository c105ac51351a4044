import theme from 'antd/es/theme';
import { Suspense, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  alphaPercentOf,
  clampRgbChannel,
  clipHexInput,
  convertPaint,
  describeColour,
  HEX_INPUT_MAX_LENGTH,
  hexInputText,
  hexToHsva,
  hexToRgba,
  hsvaToHex,
  parseHexOnBlur,
  parseHexWhileTyping,
  PICKER_DEBOUNCE_MS,
  rgbaToHex,
  setGradientStop,
  withAlphaPercent,
  type GradientPaint,
  type Hsva,
  type Paint,
} from '@teamwear/design';
import { throttle } from './throttle';
import { useColourHistory, useRecordColourWhenSettled } from './colour-history';
import { paintBackground, Swatch } from './Swatch';
import { useTranslation } from '../../strings';
import { preloadable } from '../lazy/preloadable';
import { NumberField, TextField } from '../common/fields';
import { Text } from '@teamwear/shared/ui/kit/themed';
// The light controls, not antd's: the parts panel's picker is on the studio's first screen.
import { Hint, LightButton, ViewSwitch } from '../light/controls';

// A gradient's controls (its kind, angle, stops and the stop's position on antd's Slider) download
// when a gradient is first shown, or when the pure/gradient switch is pointed at: most paints are
// plain colours, and the studio opens on one.
const GradientControls = preloadable(() => import('./GradientControls').then((module) => module.GradientControls));
const preloadGradientControls = () => void GradientControls.preload().catch(() => undefined);

export interface PaintChange {
  /** True while the value is still moving (dragging, typing): the caller merges these into one undo step. */
  continuous: boolean;
}

export interface ColourPickerProps {
  value: Paint;
  onChange: (paint: Paint, change: PaintChange) => void;
  /** Offer the gradient tab (parts and text); plain colours only when false (stroke, tint). */
  gradients?: boolean;
  /** Alpha is offered unless false (a garment part is opaque cloth). */
  alpha?: boolean;
  /** A drag on the colour square begins and ends: one undo step. */
  onGestureStart?: () => void;
  onGestureEnd?: () => void;
  /** Test ids and labels name the picker after what it paints. */
  name: string;
}

const SQUARE_HEIGHT = 132;

/**
 * The studio's colour picker (docs/product.md §5): tabs pure and gradient; a saturation/brightness
 * square, hue and alpha; a hex field that takes 6 or 8 digits while typing and 3 or 4 on blur
 * (anything else becomes 000000); alpha 0–100 (unparsable is 100); an advanced panel with RGB
 * 0–255; gradients linear or radial with an angle taken modulo 360 and a start and an end stop
 * edited in turn; recent colours below.
 */
export function ColourPicker({ value, onChange, gradients = true, alpha = true, onGestureStart, onGestureEnd, name }: ColourPickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [stopIndex, setStopIndex] = useState<0 | 1>(0);
  const [advanced, setAdvanced] = useState(false);
  const recordWhenSettled = useRecordColourWhenSettled();
  const recent = useColourHistory();

  const isGradient = value.kind !== 'solid';
  const activeColour = value.kind === 'solid' ? value.color : value.stops[stopIndex].color;

  const emit = (paint: Paint, continuous: boolean) => {
    onChange(paint, { continuous });
    recordWhenSettled(paint);
  };

  /** The paint with its edited colour (the solid one, or the active stop) replaced. */
  const withColour = (paint: Paint, colour: string): Paint =>
    paint.kind === 'solid' ? { kind: 'solid', color: colour } : setGradientStop(paint, stopIndex, { color: colour });

  const latest = useRef({ value, emit, withColour });
  useEffect(() => {
    latest.current = { value, emit, withColour };
  });
  const throttledRef = useRef<ReturnType<typeof throttle<[string]>> | null>(null);
  useEffect(() => {
    const throttled = throttle((colour: string) => {
      const current = latest.current;
      current.emit(current.withColour(current.value, colour), true);
    }, PICKER_DEBOUNCE_MS);
    throttledRef.current = throttled;
    return () => throttled.flush();
  }, []);
  const throttled = {
    call: (colour: string) => throttledRef.current?.call(colour),
    flush: () => throttledRef.current?.flush(),
  };

  const setColour = (colour: string, continuous: boolean) => {
    const finalColour = alpha ? colour : colour.slice(0, 7);
    if (continuous) throttled.call(finalColour);
    else emit(withColour(value, finalColour), false);
  };

  const switchKind = (kind: 'solid' | 'gradient') => {
    if ((kind === 'gradient') === isGradient) return;
    setStopIndex(0);
    emit(convertPaint(value, kind === 'gradient' ? 'linear' : 'solid'), false);
  };

  return (
    <div data-testid={`colour-picker-${name}`} style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {gradients && (
        <div onPointerEnter={preloadGradientControls} onFocus={preloadGradientControls}>
        <ViewSwitch
          block
          size="small"
          aria-label={t('designer.colour.kind')}
          value={isGradient ? 'gradient' : 'solid'}
          onChange={switchKind}
          options={[
            { value: 'solid', label: t('designer.colour.pure') },
            { value: 'gradient', label: t('designer.colour.gradient') },
          ]}
        />
        </div>
      )}
      {isGradient && (
        <Suspense fallback={null}>
          <GradientControls
            paint={value as GradientPaint}
            stopIndex={stopIndex}
            onStopIndex={setStopIndex}
            onChange={(paint, continuous) => emit(paint, continuous)}
          />
        </Suspense>
      )}
      <ColourSquare
        colour={activeColour}
        onColour={(colour, continuous) => setColour(colour, continuous)}
        onGestureStart={onGestureStart}
        onGestureEnd={() => {
          throttled.flush();
          onGestureEnd?.();
        }}
        label={t('designer.colour.square')}
      />
      <HueSlider colour={activeColour} onColour={setColour} label={t('designer.colour.hue')} onGestureStart={onGestureStart} onGestureEnd={() => { throttled.flush(); onGestureEnd?.(); }} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <div
          aria-hidden
          style={{ width: 32, height: 32, borderRadius: 6, flex: 'none', border: `1px solid ${token.colorBorder}`, background: paintBackground(value, 10) }}
        />
        <HexField colour={activeColour} onColour={setColour} label={t('designer.colour.hex')} testId={`hex-${name}`} />
        {alpha && (
          <NumberField
            label={t('designer.colour.alpha')}
            testId={`alpha-${name}`}
            min={0}
            max={100}
            style={{ width: 78 }}
            suffix="%"
            value={alphaPercentOf(activeColour)}
            onChange={(input) => {
              const colour = withAlphaPercent(activeColour, input);
              if (colour) setColour(colour, true);
            }}
            onBlur={() => throttled.flush()}
          />
        )}
        <Hint title={advanced ? t('designer.colour.lessOptions') : t('designer.colour.moreOptions')}>
          <LightButton size="small" variant={advanced ? 'primary' : 'default'} aria-expanded={advanced} onClick={() => setAdvanced(!advanced)}>
            RGB
          </LightButton>
        </Hint>
      </div>
      {advanced && <RgbFields colour={activeColour} onColour={(colour) => setColour(colour, false)} />}
      <div>
        <Text tone="secondary" style={{ fontSize: 12 }}>
          {t('designer.colour.recent')}
        </Text>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginTop: 4 }} data-testid="recent-colours">
          {recent.length === 0 && (
            <Text tone="secondary" style={{ fontSize: 12 }}>
              {t('designer.colour.noRecent')}
            </Text>
          )}
          {recent
            .filter((paint) => gradients || paint.kind === 'solid')
            .map((paint) => (
              <Swatch
                key={JSON.stringify(paint)}
                paint={paint}
                size={24}
                label={paint.kind === 'solid' ? paint.color : t('designer.colour.gradient')}
                onClick={() => {
                  setStopIndex(0);
                  emit(alpha || paint.kind !== 'solid' ? paint : { kind: 'solid', color: paint.color.slice(0, 7) }, false);
                }}
              />
            ))}
        </div>
      </div>
    </div>
  );
}

function HexField({ colour, onColour, label, testId }: { colour: string; onColour: (colour: string, continuous: boolean) => void; label: string; testId: string }) {
  const [text, setText] = useState(hexInputText(colour));
  const [focused, setFocused] = useState(false);
  const shown = focused ? text : hexInputText(colour);
  return (
    <TextField
      label={label}
      testId={testId}
      prefix="#"
      maxLength={HEX_INPUT_MAX_LENGTH}
      value={shown}
      style={{ flex: 1, minWidth: 90 }}
      inputStyle={{ fontFamily: 'monospace' }}
      onFocus={() => {
        setText(hexInputText(colour));
        setFocused(true);
      }}
      onChange={(input) => {
        const clipped = clipHexInput(input);
        setText(clipped);
        const parsed = parseHexWhileTyping(clipped);
        if (parsed) onColour(parsed, true);
      }}
      onBlur={() => {
        setFocused(false);
        const parsed = parseHexOnBlur(text);
        setText(hexInputText(parsed));
        onColour(parsed, false);
      }}
    />
  );
}

function RgbFields({ colour, onColour }: { colour: string; onColour: (colour: string) => void }) {
  const { t } = useTranslation();
  const rgba = hexToRgba(colour) ?? { r: 0, g: 0, b: 0, a: 1 };
  const described = describeColour(colour);
  const channel = (key: 'r' | 'g' | 'b', label: string) => (
    <NumberField
      key={key}
      label={label}
      min={0}
      max={255}
      value={rgba[key]}
      style={{ width: 70 }}
      prefix={<span style={{ fontSize: 11, opacity: 0.6 }}>{key.toUpperCase()}</span>}
      onChange={(input) => onColour(rgbaToHex({ ...rgba, [key]: clampRgbChannel(input) }))}
    />
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {channel('r', t('designer.colour.red'))}
        {channel('g', t('designer.colour.green'))}
        {channel('b', t('designer.colour.blue'))}
      </div>
      {described && (
        <Text tone="secondary" style={{ fontSize: 12 }}>
          {t('designer.colour.readout', { hue: described.hue, saturation: described.saturation, brightness: described.brightness, lightness: described.lightness })}
        </Text>
      )}
    </div>
  );
}

/** Pointer drags over an element, reported as 0–1 fractions of its box. */
function usePointerDrag(onMove: (fx: number, fy: number, continuous: boolean) => void, onStart?: () => void, onEnd?: () => void) {
  const dragging = useRef(false);
  const fractions = (event: ReactPointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)), Math.min(1, Math.max(0, (event.clientY - rect.top) / rect.height))] as const;
  };
  return {
    onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      dragging.current = true;
      onStart?.();
      const [fx, fy] = fractions(event);
      onMove(fx, fy, true);
    },
    onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
      if (!dragging.current) return;
      const [fx, fy] = fractions(event);
      onMove(fx, fy, true);
    },
    onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
      if (!dragging.current) return;
      dragging.current = false;
      const [fx, fy] = fractions(event);
      onMove(fx, fy, true);
      onEnd?.();
    },
  };
}

function useHsva(colour: string): [Hsva, (next: Hsva) => void] {
  // Hue is kept while saturation or brightness is 0 (it cannot be read back from grey).
  const [kept, setKept] = useState<Hsva>(() => hexToHsva(colour) ?? { h: 0, s: 0, v: 0, a: 1 });
  const fromColour = hexToHsva(colour) ?? kept;
  const same = hsvaToHex(kept) === hsvaToHex(fromColour);
  return [same ? kept : fromColour, setKept];
}

function ColourSquare({
  colour,
  onColour,
  onGestureStart,
  onGestureEnd,
  label,
}: {
  colour: string;
  onColour: (colour: string, continuous: boolean) => void;
  onGestureStart?: () => void;
  onGestureEnd?: () => void;
  label: string;
}) {
  const [hsva, setHsva] = useHsva(colour);
  const drag = usePointerDrag(
    (fx, fy, continuous) => {
      const next = { ...hsva, s: fx * 100, v: (1 - fy) * 100 };
      setHsva(next);
      onColour(hsvaToHex(next), continuous);
    },
    onGestureStart,
    onGestureEnd,
  );
  const nudge = (ds: number, dv: number) => {
    const next = { ...hsva, s: Math.min(100, Math.max(0, hsva.s + ds)), v: Math.min(100, Math.max(0, hsva.v + dv)) };
    setHsva(next);
    onColour(hsvaToHex(next), false);
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuetext={`${Math.round(hsva.s)}%, ${Math.round(hsva.v)}%`}
      {...drag}
      onKeyDown={(event) => {
        const step = event.shiftKey ? 10 : 2;
        const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
        const move = moves[event.key];
        if (move) {
          event.preventDefault();
          event.stopPropagation();
          nudge(move[0], move[1]);
        }
      }}
      style={{
        position: 'relative',
        height: SQUARE_HEIGHT,
        borderRadius: 8,
        cursor: 'crosshair',
        touchAction: 'none',
        background: `linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, hsl(${hsva.h} 100% 50%))`,
      }}
    >
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: `${hsva.s}%`,
          top: `${100 - hsva.v}%`,
          width: 14,
          height: 14,
          marginLeft: -7,
          marginTop: -7,
          borderRadius: '50%',
          border: '2px solid #fff',
          boxShadow: '0 0 0 1px rgba(0,0,0,.4)',
          background: colour.slice(0, 7),
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

function HueSlider({
  colour,
  onColour,
  label,
  onGestureStart,
  onGestureEnd,
}: {
  colour: string;
  onColour: (colour: string, continuous: boolean) => void;
  label: string;
  onGestureStart?: () => void;
  onGestureEnd?: () => void;
}) {
  const [hsva, setHsva] = useHsva(colour);
  const drag = usePointerDrag(
    (fx, _fy, continuous) => {
      const next = { ...hsva, h: Math.min(359, fx * 360) };
      setHsva(next);
      onColour(hsvaToHex({ ...next, s: hsva.s === 0 && hsva.v === 0 ? 100 : hsva.s, v: hsva.v === 0 ? 100 : hsva.v }), continuous);
    },
    onGestureStart,
    onGestureEnd,
  );
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={359}
      aria-valuenow={Math.round(hsva.h)}
      {...drag}
      onKeyDown={(event) => {
        const step = event.shiftKey ? 30 : 5;
        const delta = event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -step : event.key === 'ArrowRight' || event.key === 'ArrowUp' ? step : 0;
        if (delta === 0) return;
        event.preventDefault();
        event.stopPropagation();
        const next = { ...hsva, h: (((hsva.h + delta) % 360) + 360) % 360 };
        setHsva(next);
        onColour(hsvaToHex(next), false);
      }}
      style={{
        position: 'relative',
        height: 14,
        borderRadius: 7,
        cursor: 'ew-resize',
        touchAction: 'none',
        background: 'linear-gradient(to right, #f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00)',
      }}
    >
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: `${(hsva.h / 360) * 100}%`,
          top: -2,
          width: 18,
          height: 18,
          marginLeft: -9,
          borderRadius: '50%',
          border: '2px solid #fff',
          boxShadow: '0 0 0 1px rgba(0,0,0,.4)',
          background: `hsl(${hsva.h} 100% 50%)`,
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

