// ===--- stdlib_binary_py.cpp - struct, hashlib, base64 -------------------=== //
// Modules that turn values into bytes and back, with CPython 3.11's
// formats and error messages. The bit-level parts are C++: float packing
// in _struct (stdlib_struct.cpp) and the digests in _hashlib
// (stdlib_hashlib.cpp, on nettle).

namespace ts::py {

const char* kStructSource = R"PY(
import _struct


class error(Exception):
    pass


# code: (native size, standard size, signed) for the integer codes.
_INTS = {"b": (1, 1, True), "B": (1, 1, False), "h": (2, 2, True), "H": (2, 2, False),
         "i": (4, 4, True), "I": (4, 4, False), "l": (8, 4, True), "L": (8, 4, False),
         "q": (8, 8, True), "Q": (8, 8, False), "n": (8, None, True), "N": (8, None, False),
         "P": (8, None, False)}
_OTHER = {"x": 1, "c": 1, "?": 1, "s": 1, "p": 1, "e": 2, "f": 4, "d": 8}
_NAMED_RANGE = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}


def _parse(fmt):
    """[(code, count, size, offset)] and the total size."""
    if isinstance(fmt, bytes):
        fmt = fmt.decode("ascii")
    if not isinstance(fmt, str):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not " + type(fmt).__name__)
    native = True
    little = True
    i = 0
    if fmt and fmt[0] in "@=<>!":
        native = fmt[0] == "@"
        little = fmt[0] in "@=<"
        i = 1
    items = []
    offset = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch.isspace():
            i += 1
            continue
        count = None
        while i < len(fmt) and fmt[i].isdigit():
            count = (count or 0) * 10 + int(fmt[i])
            i += 1
        if i >= len(fmt):
            raise error("repeat count given without format specifier")
        ch = fmt[i]
        i += 1
        if ch in _INTS:
            n_size, s_size, _ = _INTS[ch]
            if not native and s_size is None:
                raise error("bad char in struct format")
            size = n_size if native else s_size
        elif ch in _OTHER:
            size = _OTHER[ch]
        else:
            raise error("bad char in struct format")
        if count is None:
            count = 1
        if native and ch not in "xcsp?bB" and offset % size:
            offset += size - offset % size
        items.append((ch, count, size, offset))
        offset += size * count if ch not in "sp" else count
    return items, little, offset


def _as_int(v):
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    if hasattr(type(v), "__index__"):
        return v.__index__()
    raise error("required argument is not an integer")


def _pack_int(code, size, v, little):
    v = _as_int(v)
    signed = _INTS[code][2]
    lo, hi = (-(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1) if signed else (0, (1 << (8 * size)) - 1)
    if not lo <= v <= hi:
        if code in _NAMED_RANGE:
            raise error("%s format requires %d <= number <= %d" % (_NAMED_RANGE[code], lo, hi))
        if code == "i":
            raise error("'i' format requires %d <= number <= %d" % (lo, hi))
        raise error("argument out of range")
    return v.to_bytes(size, "little" if little else "big", signed=signed)


def _pack_one(code, size, count, v, little):
    if code in "sp":
        if not isinstance(v, (bytes, bytearray)):
            raise error("argument for '%s' must be a bytes object" % code)
        v = bytes(v)
        if code == "p":
            n = min(len(v), count - 1, 255) if count else 0
            return (bytes([n]) + v[:n] + b"\x00" * count)[:count] if count else b""
        return v[:count] + b"\x00" * (count - len(v[:count]))
    if code == "c":
        if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
            raise error("char format requires a bytes object of length 1")
        return bytes(v)
    if code == "?":
        return b"\x01" if v else b"\x00"
    if code in "efd":
        if not isinstance(v, (int, float)) and not hasattr(type(v), "__float__"):
            raise error("required argument is not a float")
        return _struct.pack_float(v, size, little)
    return _pack_int(code, size, v, little)


def pack(fmt, *values):
    items, little, total = _parse(fmt)
    want = sum(1 if c in "sp" else n for c, n, _, _ in items if c != "x")
    if want != len(values):
        raise error("pack expected %d items for packing (got %d)" % (want, len(values)))
    out = b""
    k = 0
    for code, count, size, offset in items:
        out += b"\x00" * (offset - len(out))
        if code == "x":
            out += b"\x00" * count
        elif code in "sp":
            out += _pack_one(code, size, count, values[k], little)
            k += 1
        else:
            for _ in range(count):
                out += _pack_one(code, size, count, values[k], little)
                k += 1
    return out


def _unpack_one(code, size, data, little):
    if code == "c":
        return data
    if code == "?":
        return data != b"\x00"
    if code in "efd":
        return _struct.unpack_float(data, little)
    return int.from_bytes(data, "little" if little else "big", signed=_INTS[code][2])


def unpack_from(fmt, buffer, offset=0):
    items, little, total = _parse(fmt)
    buffer = bytes(buffer)
    if len(buffer) - offset < total:
        if offset:
            raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d "
                        "(actual buffer size is %d)" % (total + offset, total, offset, len(buffer)))
        raise error("unpack_from requires a buffer of at least %d bytes (actual buffer size is %d)" % (total, len(buffer)))
    out = []
    for code, count, size, pos in items:
        pos += offset
        if code == "x":
            continue
        if code == "s":
            out.append(buffer[pos:pos + count])
        elif code == "p":
            n = min(buffer[pos], count - 1) if count else 0
            out.append(buffer[pos + 1:pos + 1 + n])
        else:
            for j in range(count):
                out.append(_unpack_one(code, size, buffer[pos + j * size:pos + (j + 1) * size], little))
    return tuple(out)


def unpack(fmt, buffer):
    total = calcsize(fmt)
    if len(buffer) != total:
        raise error("unpack requires a buffer of %d bytes" % total)
    return unpack_from(fmt, buffer)


def iter_unpack(fmt, buffer):
    total = calcsize(fmt)
    if total == 0:
        raise error("cannot iteratively unpack with a struct of length 0")
    if len(buffer) % total:
        raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % total)
    for i in range(0, len(buffer), total):
        yield unpack_from(fmt, buffer, i)


def calcsize(fmt):
    return _parse(fmt)[2]


def pack_into(fmt, buffer, offset, *values):
    data = pack(fmt, *values)
    buffer[offset:offset + len(data)] = data


class Struct:
    def __init__(self, format):
        self.format = format if isinstance(format, str) else format.decode("ascii")
        self.size = calcsize(format)

    def pack(self, *values):
        return pack(self.format, *values)

    def unpack(self, buffer):
        return unpack(self.format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self.format, buffer, offset)

    def iter_unpack(self, buffer):
        return iter_unpack(self.format, buffer)

    def pack_into(self, buffer, offset, *values):
        pack_into(self.format, buffer, offset, *values)

    def __repr__(self):
        return "Struct(%r)" % self.format
)PY";

const char* kHashlibSource = R"PY(
import _hashlib

algorithms_guaranteed = {"md5", "sha1", "sha224", "sha256", "sha384", "sha512",
                         "sha3_224", "sha3_256", "sha3_384", "sha3_512"}
algorithms_available = set(algorithms_guaranteed)


def _data(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if isinstance(data, bytes):
        return data
    if isinstance(data, bytearray):
        return bytes(data)
    raise TypeError("object supporting the buffer API required")


class _Hash:
    def __init__(self, name, data=b""):
        self.name = name.lower()
        self._state = _hashlib.init(self.name)
        self.digest_size, self.block_size = _hashlib.info(self.name)
        if data:
            self.update(data)

    def update(self, data):
        self._state = _hashlib.update(self.name, self._state, _data(data))

    def digest(self):
        return _hashlib.digest(self.name, self._state)

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        h = _Hash.__new__(_Hash)
        h.name, h._state, h.digest_size, h.block_size = self.name, self._state, self.digest_size, self.block_size
        return h

    def __repr__(self):
        return "<%s _hashlib.HASH object @ 0x%x>" % (self.name, id(self))


def new(name, data=b"", **kwargs):
    return _Hash(name, data)


def _named(name):
    def make(data=b"", **kwargs):
        return _Hash(name, data)
    make.__name__ = "openssl_" + name
    return make


md5 = _named("md5")
sha1 = _named("sha1")
sha224 = _named("sha224")
sha256 = _named("sha256")
sha384 = _named("sha384")
sha512 = _named("sha512")
sha3_224 = _named("sha3_224")
sha3_256 = _named("sha3_256")
sha3_384 = _named("sha3_384")
sha3_512 = _named("sha3_512")


def file_digest(fileobj, digest):
    h = new(digest) if isinstance(digest, str) else digest()
    while True:
        chunk = fileobj.read(65536)
        if not chunk:
            return h
        h.update(chunk)
)PY";

const char* kBase64Source = R"PY(
import binascii

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_INDEX = {c: i for i, c in enumerate(_B64.encode("ascii"))}


def _bytes_like(s, what="argument"):
    if isinstance(s, bytes):
        return s
    if isinstance(s, bytearray):
        return bytes(s)
    raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)


def _for_decode(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters")
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, not '%s'" % type(s).__name__)


def b64encode(s, altchars=None):
    s = _bytes_like(s)
    out = []
    for i in range(0, len(s), 3):
        chunk = s[i:i + 3]
        n = int.from_bytes(chunk + b"\x00" * (3 - len(chunk)), "big")
        quad = [_B64[(n >> sh) & 63] for sh in (18, 12, 6, 0)]
        for k in range(3 - len(chunk)):
            quad[3 - k] = "="
        out.append("".join(quad))
    enc = "".join(out).encode("ascii")
    if altchars is not None:
        altchars = _bytes_like(altchars)
        enc = enc.replace(b"+", altchars[0:1]).replace(b"/", altchars[1:2])
    return enc


def b64decode(s, altchars=None, validate=False):
    s = _for_decode(s)
    if altchars is not None:
        altchars = _for_decode(altchars)
        s = s.replace(altchars[0:1], b"+").replace(altchars[1:2], b"/")
    vals = []
    pad = 0
    for c in s:
        if c == 61:  # '='
            pad += 1
            if len(vals) % 4 >= 2 and len(vals) % 4 + pad >= 4:
                break
            continue
        if c in _B64_INDEX:
            if pad and validate:
                raise binascii.Error("Discontinuous padding not allowed")
            pad = 0
            vals.append(_B64_INDEX[c])
        elif validate:
            raise binascii.Error("Only base64 data is allowed")
    if len(vals) % 4 == 1:
        raise binascii.Error("Invalid base64-encoded string: number of data characters (%d) cannot be 1 more "
                             "than a multiple of 4" % len(vals))
    if len(vals) % 4 and len(vals) % 4 + pad < 4:
        raise binascii.Error("Incorrect padding")
    out = b""
    for i in range(0, len(vals), 4):
        group = vals[i:i + 4]
        n = 0
        for v in group:
            n = n * 64 + v
        n <<= 6 * (4 - len(group))
        out += n.to_bytes(3, "big")[:len(group) - 1]
    return out


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return b64encode(s).replace(b"+", b"-").replace(b"/", b"_")


def urlsafe_b64decode(s):
    s = _for_decode(s)
    return b64decode(s.replace(b"-", b"+").replace(b"_", b"/"))


def b16encode(s):
    return _bytes_like(s).hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    s = _for_decode(s)
    if casefold:
        s = s.upper()
    for c in s:
        if c not in b"0123456789ABCDEF":
            raise binascii.Error("Non-base16 digit found")
    if len(s) % 2:
        raise binascii.Error("Odd-length string")
    return bytes(int(s[i:i + 2], 16) for i in range(0, len(s), 2))


def b32encode(s):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    s = _bytes_like(s)
    out = []
    for i in range(0, len(s), 5):
        chunk = s[i:i + 5]
        n = int.from_bytes(chunk + b"\x00" * (5 - len(chunk)), "big")
        chars = [alphabet[(n >> (35 - 5 * k)) & 31] for k in range(8)]
        keep = {1: 2, 2: 4, 3: 5, 4: 7, 5: 8}[len(chunk)]
        out.append("".join(chars[:keep]) + "=" * (8 - keep))
    return "".join(out).encode("ascii")


def encodebytes(s):
    enc = b64encode(s)
    return b"".join(enc[i:i + 76] + b"\n" for i in range(0, len(enc), 76))


def decodebytes(s):
    return b64decode(s)
)PY";

const char* kBinasciiSource = R"PY(
class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def hexlify(data, sep=None, bytes_per_sep=1):
    return bytes(data).hex().encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    if isinstance(hexstr, str):
        hexstr = hexstr.encode("ascii")
    if len(hexstr) % 2:
        raise Error("Odd-length string")
    try:
        return bytes(int(hexstr[i:i + 2], 16) for i in range(0, len(hexstr), 2))
    except ValueError:
        raise Error("Non-hexadecimal digit found")


a2b_hex = unhexlify


def crc32(data, value=0):
    crc = value ^ 0xFFFFFFFF
    for b in bytes(data):
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF
)PY";

// zlib's checksums (binascii's crc32 and Adler-32); no compression.
extern const char* kZlibSource;
const char* kZlibSource = R"PY(
from binascii import crc32

MAX_WBITS = 15
DEFLATED = 8
Z_DEFAULT_COMPRESSION = -1


class error(Exception):
    pass


def adler32(data, value=1):
    a, b = value & 0xFFFF, (value >> 16) & 0xFFFF
    for byte in bytes(data):
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a
)PY";

}  // namespace ts::py
