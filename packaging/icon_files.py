"""Windows .ico and macOS .icns files made from the rendered PNGs, in plain Python.

Both formats may simply hold PNG images (ICO since Windows Vista, ICNS since macOS 10.7), so no
image library is needed: the PNGs in resources/icons are copied in byte for byte. The PyInstaller
spec calls these at build time on Windows and macOS; the tests check the headers.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# The sizes a Windows icon carries (256 is the largest an ICO entry can describe).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

# ICNS element type -> pixel size of its PNG. "@2x" types reuse the larger PNGs.
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic11", 32),  # 16 @2x
    ("ic12", 64),  # 32 @2x
    ("ic13", 256),  # 128 @2x
    ("ic14", 512),  # 256 @2x
)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _read(pngs: Mapping[int, Path], size: int) -> bytes:
    data = Path(pngs[size]).read_bytes()
    if png_size(data) != (size, size):
        raise ValueError(f"{pngs[size]} is not {size}x{size}")
    return data


def write_ico(pngs: Mapping[int, Path], out: Path) -> Path:
    """Write ``out`` holding every ICO_SIZES PNG found in ``pngs`` (size -> path)."""
    images = [(size, _read(pngs, size)) for size in ICO_SIZES if size in pngs]
    if not images:
        raise ValueError("no PNG in a size an ICO file can hold")
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, data in images:
        edge = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries.append(struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(header + b"".join(entries) + b"".join(blobs))
    return out


def write_icns(pngs: Mapping[int, Path], out: Path) -> Path:
    """Write ``out`` holding an element for every ICNS_TYPES size found in ``pngs``."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            data = _read(pngs, size)
            body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    if not body:
        raise ValueError("no PNG in a size an ICNS file can hold")
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)
    return out


def read_ico_sizes(path: Path) -> list[int]:
    """The pixel sizes an ICO file lists (for checks)."""
    data = Path(path).read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError(f"{path} is not an ICO file")
    sizes = []
    for i in range(count):
        width, _h, _c, _r, _p, _b, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        sizes.append(png_size(data[offset : offset + length])[0])
        if (width or 256) != sizes[-1]:
            raise ValueError(f"{path}: entry {i} says {width or 256} px but holds {sizes[-1]} px")
    return sizes


def read_icns_types(path: Path) -> list[str]:
    """The element types an ICNS file holds, in order (for checks)."""
    data = Path(path).read_bytes()
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError(f"{path} is not an ICNS file")
    kinds, pos = [], 8
    while pos < len(data):
        kind, length = data[pos : pos + 4].decode("ascii"), struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        kinds.append(kind)
        pos += length
    return kinds
