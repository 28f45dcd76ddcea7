/** Two short rising tones (Hz), each `TONE_SECONDS` long. */
const TONES = [880, 1320] as const;
const TONE_SECONDS = 0.14;
const PEAK_GAIN = 0.2;
// An exponential ramp cannot start from zero.
const SILENT_GAIN = 0.0001;

type AudioContextClass = new () => AudioContext;

const audioContextClass = (): AudioContextClass | null => {
  if (typeof window === 'undefined') return null;
  const prefixed = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? prefixed.webkitAudioContext ?? null;
};

let context: AudioContext | null = null;

/** One context for the page, made on first use: browsers limit how many a page may open. */
function audioContext(): AudioContext | null {
  if (context && context.state !== 'closed') return context;
  const Context = audioContextClass();
  context = Context ? new Context() : null;
  return context;
}

/**
 * Plays the new-order signal with the Web Audio API (no sound file). A browser that blocks
 * audio until the page is clicked stays silent; nothing here ever throws.
 */
export function playNewOrderBeep(): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    const end = start + TONES.length * TONE_SECONDS;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    TONES.forEach((frequency, index) =>
      oscillator.frequency.setValueAtTime(frequency, start + index * TONE_SECONDS),
    );
    gain.gain.setValueAtTime(SILENT_GAIN, start);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.02);
    gain.gain.setValueAtTime(PEAK_GAIN, end - 0.04);
    gain.gain.exponentialRampToValueAtTime(SILENT_GAIN, end);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.onended = () => {
      oscillator.disconnect();
      gain.disconnect();
    };
    oscillator.start(start);
    oscillator.stop(end);
  } catch {
    // No audio device, a closed context...: the signal is optional.
  }
}
