// ===--- stdlib_pickle_py.cpp - the pickle module, in Python ---------------=== //
// pickle.dumps/loads/dump/load over torch.serialization's writer and reader
// (Note [torch.save format], Note [torch.save identity]): the bytes are that
// text format behind a magic prefix, not CPython's opcodes, so they round-trip
// within this implementation only. Objects keep their identity and classes
// are found by module and qualified name, as pickle does.
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kPickleSource;

const char* kPickleSource = R"PY(
import torch.serialization as _ser

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
_MAGIC = b"\x80torchscript-pickle\n"


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    writer = _ser._Writer()
    body = []
    writer.dump(obj, body)
    text = "_file([" + ", ".join(writer.storage_out) + "], " + "".join(body) + ")"
    return _MAGIC + text.encode("utf-8")


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    data = bytes(data)
    if not data.startswith(_MAGIC):
        raise UnpicklingError("invalid load key, " + repr(data[:1].decode("latin-1")) + ".")
    reader = _ser._Reader(data[len(_MAGIC):].decode("utf-8"))
    value = reader.value()
    if reader.peek() != "":
        reader.fail("trailing data")
    return value


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    file.write(dumps(obj, protocol))


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    return loads(file.read())
)PY";

}  // namespace ts::py
