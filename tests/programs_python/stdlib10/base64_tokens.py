# base64 for embedding small tensors and config tokens in text logs.
import base64
import struct
import torch

raw = struct.pack("<4f", *[0.5, 1.0, -2.0, 3.25])
enc = base64.b64encode(raw)
print(enc, type(enc).__name__)
dec = base64.b64decode(enc)
print(dec == raw, torch.tensor(struct.unpack("<4f", dec)))
for s in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar"]:
    print(s, base64.b64encode(s), base64.b64decode(base64.b64encode(s)) == s)
tok = bytes(range(250, 256)) + b"\xfb\xff"
print(base64.b64encode(tok), base64.urlsafe_b64encode(tok))
print(base64.urlsafe_b64decode(base64.urlsafe_b64encode(tok)) == tok)
print(base64.b64decode("aGVsbG8gd29ybGQ="), base64.b64decode(b"aGVsbG8=\n"))
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"))
print(base64.b16encode(b"\x01\xab"), base64.b16decode("01AB"), base64.b32encode(b"hello"))
print(base64.standard_b64encode(b"torch"), base64.encodebytes(b"x" * 60))
print(base64.b64encode("model".encode()).decode("ascii"))
try:
    base64.b64decode("abc")
except Exception as e:
    print(type(e).__name__, e)
try:
    base64.b64encode("str")
except TypeError as e:
    print("TypeError:", e)
import binascii
print(binascii.hexlify(b"\x00\xff"), binascii.unhexlify("00ff"), binascii.crc32(b"hello"))
print(issubclass(binascii.Error, ValueError))
