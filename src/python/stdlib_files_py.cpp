// ===--- stdlib_files_py.cpp - glob and uuid ------------------------------=== //
// glob over os.listdir and fnmatch with CPython 3.11's rules (hidden names
// only match patterns that start with a dot, "**" with recursive=True,
// results in directory order); uuid's UUID type with uuid3/uuid5 (md5 and
// sha1 from hashlib), uuid4 from os.urandom and uuid1 from the clock.

namespace ts::py {

const char* kGlobSource = R"PY(
import os
import re
import fnmatch

__all__ = ["glob", "iglob", "escape"]

_magic_check = re.compile("([*?[])")


def has_magic(s):
    return _magic_check.search(s) is not None


def _ishidden(path):
    return path[0] == "."


def _isrecursive(pattern):
    return pattern == "**"


def escape(pathname):
    return _magic_check.sub(r"[\1]", pathname)


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, recursive=recursive, include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _isrecursive(pathname[:2]):
        try:
            s = next(it)
            if s:
                it = _chain([s], it)
        except StopIteration:
            pass
    return it


def _chain(first, rest):
    for x in first:
        yield x
    for x in rest:
        yield x


def _join(dirname, basename):
    if not dirname or not basename:
        return dirname or basename
    return os.path.join(dirname, basename)


def _exists(root_dir, path):
    return os.path.exists(_join(root_dir, path))


def _isdir(root_dir, path):
    return os.path.isdir(_join(root_dir, path))


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _exists(root_dir, pathname):
                yield pathname
        else:
            if _isdir(root_dir, dirname):
                yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if has_magic(basename):
        if recursive and _isrecursive(basename):
            glob_in_dir = _glob2
        else:
            glob_in_dir = _glob1
    else:
        glob_in_dir = _glob0
    for d in dirs:
        for name in glob_in_dir(_join(root_dir, d), basename, dironly, include_hidden):
            yield os.path.join(d, name)


def _glob1(dirname, pattern, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    if not (include_hidden or _ishidden(pattern)):
        names = [x for x in names if not _ishidden(x)]
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden):
    if basename:
        if _exists(dirname, basename):
            return [basename]
    else:
        if os.path.isdir(dirname):
            return [basename]
    return []


def _glob2(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _listdir(dirname, dironly):
    try:
        names = os.listdir(dirname or os.curdir)
    except OSError:
        return []
    if dironly:
        names = [n for n in names if os.path.isdir(_join(dirname, n))]
    return names


def _rlistdir(dirname, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    for x in names:
        if include_hidden or not _ishidden(x):
            yield x
            path = _join(dirname, x) if dirname else x
            if os.path.isdir(path):
                for y in _rlistdir(path, dironly, include_hidden):
                    yield _join(x, y)
)PY";

const char* kUuidSource = R"PY(
import os as _os
import hashlib as _hashlib

RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = [
    "reserved for NCS compatibility", "specified in RFC 4122",
    "reserved for Microsoft compatibility", "reserved for future definition"]


class SafeUUID:
    safe = 0
    unsafe = -1
    unknown = None


class UUID:
    __slots__ = ("int", "is_safe", "__weakref__")

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None, *,
                 is_safe=SafeUUID.unknown):
        if [hex, bytes, bytes_le, fields, int].count(None) != 4:
            raise TypeError("one of the hex, bytes, bytes_le, fields, or int arguments must be given")
        if hex is not None:
            hex = hex.replace("urn:", "").replace("uuid:", "")
            hex = hex.strip("{}").replace("-", "")
            if len(hex) != 32:
                raise ValueError("badly formed hexadecimal UUID string")
            try:
                int = _int(hex, 16)
            except ValueError:
                raise ValueError("badly formed hexadecimal UUID string")
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError("bytes_le is not a 16-char string")
            bytes = (bytes_le[4 - 1::-1] + bytes_le[6 - 1:4 - 1:-1] + bytes_le[8 - 1:6 - 1:-1] + bytes_le[8:])
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError("bytes is not a 16-char string")
            int = _int.from_bytes(bytes, "big")
        if fields is not None:
            if len(fields) != 6:
                raise ValueError("fields is not a 6-tuple")
            time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low, node = fields
            clock_seq = (clock_seq_hi_variant << 8) | clock_seq_low
            int = ((time_low << 96) | (time_mid << 80) | (time_hi_version << 64) | (clock_seq << 48) | node)
        if int is not None and not 0 <= int < 1 << 128:
            raise ValueError("int is out of range (need a 128-bit value)")
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError("illegal version number")
            int &= ~(0xc000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xf000 << 64)
            int |= version << 76
        object.__setattr__(self, "int", int)
        object.__setattr__(self, "is_safe", is_safe)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return "%s(%r)" % (self.__class__.__name__, str(self))

    def __setattr__(self, name, value):
        raise TypeError("UUID objects are immutable")

    def __str__(self):
        hex = "%032x" % self.int
        return "%s-%s-%s-%s-%s" % (hex[:8], hex[8:12], hex[12:16], hex[16:20], hex[20:])

    @property
    def bytes(self):
        return self.int.to_bytes(16, "big")

    @property
    def bytes_le(self):
        b = self.bytes
        return b[4 - 1::-1] + b[6 - 1:4 - 1:-1] + b[8 - 1:6 - 1:-1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version, self.clock_seq_hi_variant,
                self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) | (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return (((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low)

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return "%032x" % self.int

    @property
    def urn(self):
        return "urn:uuid:" + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        elif not self.int & (0x4000 << 48):
            return RFC_4122
        elif not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        else:
            return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xf
        return None


_int = int


def uuid3(namespace, name):
    digest = _hashlib.md5(namespace.bytes + bytes(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid5(namespace, name):
    digest = _hashlib.sha1(namespace.bytes + bytes(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=5)


def uuid4():
    return UUID(bytes=_os.urandom(16), version=4)


_last_timestamp = None


def getnode():
    return _int.from_bytes(_os.urandom(6), "big") | (1 << 40)


def uuid1(node=None, clock_seq=None):
    import time
    global _last_timestamp
    nanoseconds = time.time_ns()
    timestamp = nanoseconds // 100 + 0x01b21dd213814000
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        clock_seq = _int.from_bytes(_os.urandom(2), "big") & 0x3fff
    time_low = timestamp & 0xffffffff
    time_mid = (timestamp >> 32) & 0xffff
    time_hi_version = (timestamp >> 48) & 0x0fff
    clock_seq_low = clock_seq & 0xff
    clock_seq_hi_variant = (clock_seq >> 8) & 0x3f
    if node is None:
        node = getnode()
    return UUID(fields=(time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low, node), version=1)


NAMESPACE_DNS = UUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_URL = UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_OID = UUID("6ba7b812-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_X500 = UUID("6ba7b814-9dad-11d1-80b4-00c04fd430c8")
)PY";

}  // namespace ts::py
