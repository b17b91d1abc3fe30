import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

type Rgb = readonly [number, number, number]

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** Encodes an RGB image as a PNG (8-bit truecolour, no filtering); `pixel(x, y)` gives each colour. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y)
      rows.set([r, g, b], row + 1 + x * 3)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** A 96×96 identicon for a seed user: a mirrored 5×5 pattern in a colour derived from the name. */
export function avatarPng(name: string): Buffer {
  const hash = createHash('sha256').update(name).digest()
  const colour = hsl(((hash[0] ?? 0) / 255) * 360, 0.65, 0.55)
  const background: Rgb = [240, 242, 247]
  const cell = 16
  const margin = 8
  const isOn = (column: number, row: number) => {
    const mirrored = column < 3 ? column : 4 - column
    return ((hash[1 + row * 3 + mirrored] ?? 0) & 1) === 1
  }
  return encodePng(96, 96, (x, y) => {
    const column = Math.floor((x - margin) / cell)
    const row = Math.floor((y - margin) / cell)
    const inside = x >= margin && y >= margin && column < 5 && row < 5
    return inside && isOn(column, row) ? colour : background
  })
}

/** A 360×220 picture for the seeded image message: a sunset over the sea. */
export function sunsetPng(): Buffer {
  const width = 360
  const height = 220
  const horizon = 140
  return encodePng(width, height, (x, y) => {
    const dx = x - 180
    const dy = y - horizon
    if (y < horizon && dx * dx + dy * dy < 48 * 48) return [255, 196, 87]
    if (y < horizon) return hsl(20 + (y / horizon) * 20, 0.8, 0.35 + (y / horizon) * 0.3)
    const wave = Math.sin(x / 9 + y) > 0.85 ? 30 : 0
    return [20 + wave, 60 + wave, 110 + (y - horizon) + wave]
  })
}
