// ===--- stdlib_pickle_py.cpp - the pickle module, in Python ---------------=== //
// Note [Pickle]: CPython's pickle format, written and read here, so bytes
// move both ways between this implementation and CPython (torch.save files
// are pickles inside a zip). The Pickler follows the C pickler's choices:
// the same opcodes per protocol, memo entries in the same order, protocol 4
// frames of up to 64 KiB (left out under 4 bytes), batches of 1000 for
// APPENDS/SETITEMS/ADDITEMS, so small pickles are byte-identical. Objects
// reduce as object.__reduce_ex__ does (copyreg.__newobj__, __getstate__ or
// __dict__, list and dict items); classes that pickle otherwise define
// __reduce__ where they are defined (OrderedDict, Enum, torch.Tensor). The
// Unpickler lives in _unpickle (stdlib_unpickle_py.cpp).
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kPickleSource;

const char* kPickleSource = R"PY(
import sys
import copyreg
import _pickle

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


_FRAME_TARGET = 64 * 1024
# Protocols 0-2 name modules as Python 2 did (fix_imports).
_REVERSE_IMPORT_MAPPING = {'builtins': '__builtin__', 'copyreg': 'copy_reg'}
_BATCH = 1000


def _int_bytes(x):
    # LONG1/LONG4 payload: little-endian two's complement, shortest form.
    if x == 0:
        return b''
    n = (x.bit_length() >> 3) + 1
    data = x.to_bytes(n, 'little', signed=True)
    if x < 0 and n > 1 and data[-1] == 0xff and (data[-2] & 0x80) != 0:
        data = data[:-1]
    return data


def _whichmodule(obj, name):
    module = getattr(obj, '__module__', None)
    if module is not None:
        return module
    for module_name, module in list(sys.modules.items()):
        if module is None or module_name == '__main__':
            continue
        try:
            if _getattribute(module, name) is obj:
                return module_name
        except AttributeError:
            pass
    return '__main__'


def _getattribute(obj, qualname):
    for part in qualname.split('.'):
        if part == '<locals>':
            raise AttributeError("Can't get local attribute {!r} on {!r}".format(qualname, obj))
        obj = getattr(obj, part)
    return obj


def _default_reduce(obj, proto):
    # object.__reduce_ex__(proto) for classes that do not define their own.
    cls = type(obj)
    if proto < 2:
        return (copyreg._reconstructor, (cls, object, None), _state_of(obj))
    getnewargs_ex = getattr(obj, '__getnewargs_ex__', None)
    if getnewargs_ex is not None:
        args, kwargs = getnewargs_ex()
        func, args = copyreg.__newobj_ex__, (cls, tuple(args), kwargs)
    else:
        getnewargs = getattr(obj, '__getnewargs__', None)
        if getnewargs is not None:
            newargs = tuple(getnewargs())
        else:
            newargs = tuple(obj) if isinstance(obj, tuple) else ()
        func, args = copyreg.__newobj__, (cls,) + newargs
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    return (func, args, _state_of(obj), listitems, dictitems)


def _state_of(obj):
    getstate = getattr(obj, '__getstate__', None)
    if getstate is not None:
        return getstate()
    state = getattr(obj, '__dict__', None)
    slots = {}
    for name in copyreg._slotnames(type(obj)):
        if hasattr(obj, name):
            slots[name] = getattr(obj, name)
    if not state:
        state = None
    if slots:
        return (state, slots)
    return state


# Builtin types without Python-level __reduce__, reduced as CPython does.
def _reduce_builtin(obj, proto):
    t = type(obj)
    if t is complex:
        return (complex, (obj.real, obj.imag))
    if t is range:
        return (range, (obj.start, obj.stop, obj.step))
    if t is slice:
        return (slice, (obj.start, obj.stop, obj.step))
    if t is bytearray:
        return (bytearray, (bytes(obj),) if proto >= 3 else (str(obj, 'latin1'), 'latin-1'))
    if t is type(None) or t is type(NotImplemented) or t is type(...):
        return (t, ())
    return None


class Pickler(object):
    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif protocol > HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        self._file_write = file.write
        self.proto = protocol
        self.bin = protocol >= 1
        self.memo = {}
        self.fast = 0
        self._out = []
        self._frame = []
        self._frame_len = 0

    def clear_memo(self):
        self.memo.clear()

    # --- output and framing ---
    def _w(self, data):
        self._frame.append(data)
        self._frame_len += len(data)

    def _commit_frame(self, force=False):
        if not self._frame:
            return
        if self.proto >= 4 and (force or self._frame_len >= _FRAME_TARGET):
            data = b''.join(self._frame)
            if len(data) >= 4:
                self._out.append(b'\x95' + len(data).to_bytes(8, 'little'))
            self._out.append(data)
            self._frame = []
            self._frame_len = 0

    def dump(self, obj):
        if self.proto >= 2:
            self._out.append(b'\x80' + bytes([self.proto]))
        self.save(obj)
        self._w(b'.')
        if self.proto >= 4:
            self._commit_frame(True)
        else:
            self._out.extend(self._frame)
            self._frame = []
        self._file_write(b''.join(self._out))
        self._out = []

    # --- memo ---
    def memoize(self, obj):
        if self.fast:
            return
        idx = len(self.memo)
        if self.proto >= 4:
            self._w(b'\x94')
        else:
            self._w(self._put(idx))
        self.memo[id(obj)] = (idx, obj)

    def _put(self, idx):
        if self.bin:
            return b'q' + bytes([idx]) if idx < 256 else b'r' + idx.to_bytes(4, 'little')
        return b'p' + repr(idx).encode('ascii') + b'\n'

    def _get(self, idx):
        if self.bin:
            return b'h' + bytes([idx]) if idx < 256 else b'j' + idx.to_bytes(4, 'little')
        return b'g' + repr(idx).encode('ascii') + b'\n'

    # --- the dispatch ---
    def save(self, obj, save_persistent_id=True):
        self._commit_frame()
        pid = self.persistent_id(obj) if save_persistent_id else None
        if pid is not None:
            self.save_pers(pid)
        else:
            self._save(obj)

    def persistent_id(self, obj):
        return None

    def save_pers(self, pid):
        if self.bin:
            self.save(pid, save_persistent_id=False)
            self._w(b'Q')
        else:
            self._w(b'P' + str(pid).encode('ascii') + b'\n')

    def _save(self, obj):
        t = type(obj)
        if obj is None:
            return self._w(b'N')
        if t is bool:
            if self.proto >= 2:
                return self._w(b'\x88' if obj else b'\x89')
            return self._w(b'I01\n' if obj else b'I00\n')
        if t is int:
            return self.save_long(obj)
        if t is float:
            if self.bin:
                return self._w(b'G' + _pickle.pack_double(obj))
            return self._w(b'F' + repr(obj).encode('ascii') + b'\n')
        memo = self.memo.get(id(obj))
        if memo is not None:
            return self._w(self._get(memo[0]))
        if t is str:
            return self.save_str(obj)
        if t is bytes:
            return self.save_bytes(obj)
        if t is tuple:
            return self.save_tuple(obj)
        if t is list:
            return self.save_list(obj)
        if t is dict:
            return self.save_dict(obj)
        if t is set and self.proto >= 4:
            return self.save_set(obj)
        if t is frozenset and self.proto >= 4:
            return self.save_frozenset(obj)
        if isinstance(obj, type) or t.__name__ in ('function', 'builtin_function_or_method') and \
                getattr(obj, '__self__', None) is None:
            return self.save_global(obj)
        self.save_reduce_of(obj)

    def save_reduce_of(self, obj):
        t = type(obj)
        reduce = copyreg.dispatch_table.get(t)
        if reduce is not None:
            rv = reduce(obj)
        elif getattr(t, '__reduce_ex__', None) is not None:
            rv = obj.__reduce_ex__(self.proto)
        elif getattr(t, '__reduce__', None) is not None:
            rv = obj.__reduce__()
        else:
            rv = _reduce_builtin(obj, self.proto)
            if rv is None:
                if t is set or t is frozenset:
                    rv = (t, (list(obj),))
                elif not hasattr(obj, '__dict__') and not any('__slots__' in vars(c) for c in t.__mro__):
                    # Native objects (generators, files, torch._C.Generator)
                    # have no state pickle could rebuild them from.
                    name = t.__qualname__ if t.__module__ == 'builtins' else t.__module__ + '.' + t.__qualname__
                    raise TypeError("cannot pickle '{}' object".format(name))
                else:
                    rv = _default_reduce(obj, self.proto)
        if isinstance(rv, str):
            return self.save_global(obj, rv)
        if not isinstance(rv, tuple):
            raise PicklingError("%s must return string or tuple" % '__reduce__')
        if not 2 <= len(rv) <= 6:
            raise PicklingError("Tuple returned by %s must have two to six elements" % '__reduce__')
        self.save_reduce(*rv, obj=obj)

    # --- scalars and strings ---
    def save_long(self, obj):
        if self.bin:
            if obj >= 0:
                if obj <= 0xff:
                    return self._w(b'K' + bytes([obj]))
                if obj <= 0xffff:
                    return self._w(b'M' + obj.to_bytes(2, 'little'))
            if -0x80000000 <= obj <= 0x7fffffff:
                return self._w(b'J' + obj.to_bytes(4, 'little', signed=True))
        if self.proto >= 2:
            data = _int_bytes(obj)
            if len(data) < 256:
                return self._w(b'\x8a' + bytes([len(data)]) + data)
            return self._w(b'\x8b' + len(data).to_bytes(4, 'little', signed=True) + data)
        if -0x80000000 <= obj <= 0x7fffffff:
            return self._w(b'I' + repr(obj).encode('ascii') + b'\n')
        self._w(b'L' + repr(obj).encode('ascii') + b'L\n')

    def save_str(self, obj):
        if self.bin:
            data = obj.encode('utf-8')
            n = len(data)
            if n < 256 and self.proto >= 4:
                self._w(b'\x8c' + bytes([n]) + data)
            elif n > 0xffffffff and self.proto >= 4:
                self._w(b'\x8d' + n.to_bytes(8, 'little') + data)
            else:
                self._w(b'X' + n.to_bytes(4, 'little') + data)
        else:
            text = obj.replace('\\', '\\u005c').replace('\0', '\\u0000').replace('\n', '\\u000a') \
                .replace('\r', '\\u000d').replace('\x1a', '\\u001a')
            self._w(b'V' + text.encode('raw_unicode_escape') + b'\n')
        self.memoize(obj)

    def save_bytes(self, obj):
        if self.proto < 3:
            if not obj:
                self.save_reduce(bytes, (), obj=obj)
            else:
                import _codecs
                self.save_reduce(_codecs.encode, (str(obj, 'latin1'), 'latin1'), obj=obj)
            return
        n = len(obj)
        if n < 256:
            self._w(b'C' + bytes([n]) + obj)
        elif n > 0xffffffff and self.proto >= 4:
            self._w(b'\x8e' + n.to_bytes(8, 'little') + obj)
        else:
            self._w(b'B' + n.to_bytes(4, 'little') + obj)
        self.memoize(obj)

    # --- containers ---
    def save_tuple(self, obj):
        if not obj:
            return self._w(b')' if self.bin else b'(t')
        n = len(obj)
        if n <= 3 and self.proto >= 2:
            for item in obj:
                self.save(item)
            if id(obj) in self.memo:
                # A tuple that contains itself (through a list): the items
                # already made it; drop them and fetch it.
                self._w(b'0' * n + self._get(self.memo[id(obj)][0]))
                return
            self._w((b'\x85', b'\x86', b'\x87')[n - 1])
            self.memoize(obj)
            return
        self._w(b'(')
        for item in obj:
            self.save(item)
        if id(obj) in self.memo:
            self._w((b'1' if self.bin else b'0' * (n + 1)) + self._get(self.memo[id(obj)][0]))
            return
        self._w(b't')
        self.memoize(obj)

    def save_list(self, obj):
        self._w(b']' if self.bin else b'(l')
        self.memoize(obj)
        self._batch_appends(obj)

    def save_dict(self, obj):
        self._w(b'}' if self.bin else b'(d')
        self.memoize(obj)
        self._batch_setitems(iter(obj.items()))

    def save_set(self, obj):
        self._w(b'\x8f')
        self.memoize(obj)
        items = list(obj)
        for i in range(0, len(items), _BATCH):
            self._w(b'(')
            for item in items[i:i + _BATCH]:
                self.save(item)
            self._w(b'\x90')

    def save_frozenset(self, obj):
        self._w(b'(')
        for item in obj:
            self.save(item)
        if id(obj) in self.memo:
            self._w(b'1' + self._get(self.memo[id(obj)][0]))
            return
        self._w(b'\x91')
        self.memoize(obj)

    def _batch_appends(self, items):
        if not self.bin:
            for x in items:
                self.save(x)
                self._w(b'a')
            return
        items = list(items)
        for i in range(0, len(items), _BATCH):
            batch = items[i:i + _BATCH]
            if len(batch) == 1:
                self.save(batch[0])
                self._w(b'a')
                continue
            self._w(b'(')
            for x in batch:
                self.save(x)
            self._w(b'e')

    def _batch_setitems(self, items):
        if not self.bin:
            for k, v in items:
                self.save(k)
                self.save(v)
                self._w(b's')
            return
        items = list(items)
        for i in range(0, len(items), _BATCH):
            batch = items[i:i + _BATCH]
            if len(batch) == 1:
                self.save(batch[0][0])
                self.save(batch[0][1])
                self._w(b's')
                continue
            self._w(b'(')
            for k, v in batch:
                self.save(k)
                self.save(v)
            self._w(b'u')

    # --- globals and reductions ---
    def save_global(self, obj, name=None):
        if name is None:
            name = getattr(obj, '__qualname__', None) or obj.__name__
        module_name = _whichmodule(obj, name)
        if '<locals>' in name:
            raise AttributeError("Can't pickle local object %r" % name)
        try:
            __import__(module_name)
            found = _getattribute(sys.modules[module_name], name)
        except (ImportError, KeyError, AttributeError):
            raise PicklingError("Can't pickle %r: it's not found as %s.%s" % (obj, module_name, name)) from None
        if found is not obj:
            raise PicklingError("Can't pickle %r: it's not the same object as %s.%s" % (obj, module_name, name))
        if self.proto < 3:
            module_name = _REVERSE_IMPORT_MAPPING.get(module_name, module_name)
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            self._w(b'\x93')
        elif '.' in name and self.proto >= 2:
            parent, last = name.rsplit('.', 1)
            self.save_reduce(getattr, (_getattribute(sys.modules[module_name], parent), last))
            return
        else:
            self._w(b'c' + module_name.encode('utf-8') + b'\n' + name.encode('utf-8') + b'\n')
        self.memoize(obj)

    def save_reduce(self, func, args, state=None, listitems=None, dictitems=None, state_setter=None, *, obj=None):
        if not isinstance(args, tuple):
            raise PicklingError("args from save_reduce() must be a tuple")
        if not callable(func):
            raise PicklingError("func from save_reduce() must be callable")
        if self.proto >= 2 and getattr(func, '__name__', '') == '__newobj_ex__':
            cls, args, kwargs = args
            self.save(cls)
            self.save(args)
            self.save(kwargs)
            self._w(b'\x92')
        elif self.proto >= 2 and getattr(func, '__name__', '') == '__newobj__':
            cls = args[0]
            self.save(cls)
            self.save(args[1:])
            self._w(b'\x81')
        else:
            self.save(func)
            self.save(args)
            self._w(b'R')
        if obj is not None:
            if id(obj) in self.memo:
                self._w(b'0' + self._get(self.memo[id(obj)][0]))
            else:
                self.memoize(obj)
        if listitems is not None:
            self._batch_appends(listitems)
        if dictitems is not None:
            self._batch_setitems(dictitems)
        if state is not None:
            if state_setter is None:
                self.save(state)
                self._w(b'b')
            else:
                self.save(state_setter)
                self.save(obj)
                self.save(state)
                self._w(b'\x87R0')


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    import io
    f = io.BytesIO()
    Pickler(f, protocol).dump(obj)
    return f.getvalue()


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    Pickler(file, protocol).dump(obj)


from _unpickle import Unpickler


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    if isinstance(data, str):
        raise TypeError("Can't load pickle from unicode string")
    import io
    return Unpickler(io.BytesIO(bytes(data)), encoding=encoding, errors=errors).load()


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    return Unpickler(file, encoding=encoding, errors=errors).load()
)PY";

}  // namespace ts::py
