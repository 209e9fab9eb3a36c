#!/usr/bin/env python3
"""Reads a PNG (8-bit RGB or RGBA, not interlaced: what Chromium writes) with
the standard library only, and checks pixel expectations for the browser test
(tests/render/browser_test.sh). Usage:
  png_pixels.py FILE CHECK...
CHECK is  x,y=RRGGBB        the pixel at (x, y) within 40 per channel, or
          x,y,r~dark        some pixel within r of (x, y) has all channels < 90, or
          x,y,r~blue        some pixel within r of (x, y) is clearly blue (b > r + 60).
Exits 1 with a message on the first failed check."""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {ctype})")
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])


def main():
    path, checks = sys.argv[1], sys.argv[2:]
    width, height, pixel = read_png(path)
    for check in checks:
        where, want = check.split("=") if "=" in check else check.split("~")
        nums = [int(v) for v in where.split(",")]
        if "=" in check:
            x, y = nums
            got = pixel(x, y)
            exp = tuple(int(want[i:i + 2], 16) for i in (0, 2, 4))
            if any(abs(g - e) > 40 for g, e in zip(got, exp)):
                sys.exit(f"{path}: pixel ({x}, {y}) is {got}, expected about {exp}")
            continue
        x, y, r = nums
        test = (lambda p: max(p) < 90) if want == "dark" else (lambda p: p[2] > p[0] + 60)
        if not any(test(pixel(i, j)) for i in range(max(0, x - r), min(width, x + r + 1))
                   for j in range(max(0, y - r), min(height, y + r + 1))):
            sys.exit(f"{path}: no {want} pixel within {r} of ({x}, {y})")
    print(f"{path}: {width}x{height}, {len(checks)} checks passed")


main()
