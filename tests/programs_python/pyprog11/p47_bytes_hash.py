import hashlib
import base64
import struct
import zlib
import binascii
import torch

data = "PyTorch 1.13".encode("utf-8")
print(data, len(data), data[0], data[-2:], data.hex())
print(hashlib.md5(data).hexdigest(), hashlib.sha256(data).hexdigest()[:16])
print(hashlib.sha1(b"abc").hexdigest())
b64 = base64.b64encode(data)
print(b64, base64.b64decode(b64) == data, base64.urlsafe_b64encode(b"\xff\xfe"))
packed = struct.pack("<if2h", 7, 1.5, -1, 2)
print(packed, struct.unpack("<if2h", packed), struct.calcsize("<if2h"))
print(struct.pack(">I", 1), struct.unpack(">d", struct.pack(">d", 0.1))[0])
print(zlib.crc32(data), binascii.hexlify(b"\x01\x02"), bytes.fromhex("deadbeef"))
t = torch.tensor([1.0, 2.0])
raw = struct.pack(f"<{t.numel()}f", *t.tolist())
print(raw, list(struct.iter_unpack("<f", raw)))
ba = bytearray(b"hello")
ba[0] = ord("H")
ba.extend(b"!")
print(ba, bytes(ba).upper(), ba.decode(), b"a,b".split(b","), b" x ".strip())
print("naïve".encode("utf-8"), "naïve".encode("latin-1"), b"caf\xc3\xa9".decode("utf-8"))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(e)
print(int.from_bytes(b"\x01\x00", "little"), (258).to_bytes(2, "big"), bin(5), int("ff", 16), int("0b101", 0))
print(b"abc"[1], bytes(3), b"ab" * 2, b"%d-%s" % (5, b"x"))
print(hash(b"abc") == hash(b"abc"), sorted([b"b", b"a"]), b"abc".startswith(b"ab"), b"abc".find(b"c"))
