// Reading QR codes from the phone's camera in the browser (decision 278): getUserMedia's stream in
// a <video>, read a few times a second by the BarcodeDetector API where the browser has one that
// reads QR codes, else by jsQR on the frame drawn into a canvas (loaded only then).

/** The part of the BarcodeDetector API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

type Read = (video: HTMLVideoElement) => Promise<string | null>;

/** Frames are read at most this wide: a QR code a phone's width away reads at 800 px, and faster. */
const READ_WIDTH = 800;
const EVERY_MS = 200;

async function reader(): Promise<Read> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? await Detector.getSupportedFormats?.().catch(() => []) : [];
  if (Detector && formats?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, READ_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export interface Scanner {
  stop(): void;
}

/** Starts the back camera in `video` and calls `onCode` with each code read; throws when there is no camera or it is refused. */
export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
    const read = await reader();
    const tick = async () => {
      if (stopped) return;
      const code = await read(video).catch(() => null);
      if (code && !stopped) onCode(code);
      if (!stopped) timer = setTimeout(() => void tick(), EVERY_MS);
    };
    void tick();
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
