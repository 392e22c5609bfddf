# Packing a binary file header and tensor payload with struct.
import struct
import torch

MAGIC = b"TSCK"
header = struct.pack("<4sIHHq", MAGIC, 3, 2, 7, -123456789)
print(len(header), header)
magic, version, major, minor, offset = struct.unpack("<4sIHHq", header)
print(magic, version, major, minor, offset)
print(struct.calcsize("<4sIHHq"), struct.calcsize("@4sIHHq"), struct.calcsize("ci"), struct.calcsize("ic"), struct.calcsize("<ci"))

w = torch.tensor([1.5, -2.25, 3.0, 0.1])
payload = struct.pack("<%df" % w.numel(), *w.tolist())
print(payload.hex())
back = struct.unpack("<%df" % w.numel(), payload)
print(back)
print(torch.tensor(back))
print(struct.pack(">d", 0.1).hex(), struct.unpack(">d", struct.pack(">d", -1e300)))
print(struct.pack("<e", 1.5).hex(), struct.unpack("<e", b"\x00\x3c"), struct.pack(">e", 65504.0).hex(), struct.pack("<e", 1e-7).hex())
print(struct.pack(">hH", -2, 65535), struct.pack("!I", 0xDEADBEEF).hex(), struct.pack("?x?", True, 0))
print(struct.pack("3s", b"abcdef"), struct.pack("5s", b"ab"), struct.pack("5p", b"abc"), struct.unpack("5p", b"\x03abc\x00"))
print(struct.unpack(">bBhHiIqQ", struct.pack(">bBhHiIqQ", -1, 255, -300, 60000, -70000, 4000000000, -2**62, 2**63)))
print(struct.pack("=i", 1), struct.pack(">i", 1), struct.pack("2i", 1, 2), struct.pack("<3B", 1, 2, 3))
print(list(struct.iter_unpack("<hh", b"\x01\x00\x02\x00\x03\x00\x04\x00")))
print(struct.unpack_from("<H", b"\x00\x01\x02", 1))

s = struct.Struct("<if")
print(s.size, s.format, s.pack(7, 0.5), s.unpack(s.pack(7, 0.5)))

for fmt, args in [("b", (200,)), ("B", (-1,)), ("h", (40000,)), ("H", (-1,)), ("i", (2**31,)), ("<I", (-1,)),
                  ("q", (2**63,)), ("ii", (1,)), ("i", ("x",)), ("3s", (1,)), ("c", (b"ab",)), ("z", (1,))]:
    try:
        struct.pack(fmt, *args)
    except struct.error as e:
        print(fmt, "struct.error:", e)
try:
    struct.unpack("<i", b"ab")
except struct.error as e:
    print("struct.error:", e)
try:
    struct.pack("<f", 1e300)
except OverflowError as e:
    print("OverflowError:", e)
print(issubclass(struct.error, Exception))
