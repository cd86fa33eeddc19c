import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/** A QR code of `text` as a PNG data URL (downloadable by 'Download/Screenshot'), 8 px per module. */
export async function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 8, type: 'image/png' });
}

/** A Code 128 barcode of `text` as an SVG data URL (retail payment code, spec 2.18). */
export function barcodeDataUrl(text: string): string {
  const svg = bwipjs.toSVG({ bcid: 'code128', text, scale: 3, height: 14, includetext: true, textxalign: 'center', paddingwidth: 8, paddingheight: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
