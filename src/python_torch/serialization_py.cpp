// ===--- serialization_py.cpp - torch.save / torch.load ------------------=== //
// Python source run as torch.serialization. Note [torch.save format]: the
// format is PyTorch's, so files move both ways. torch.save pickles the
// object with protocol 2 (Note [Pickle]); each storage becomes a persistent
// id ('storage', torch.FloatStorage, key, 'cpu', numel) and its bytes the
// record data/<key> of a zip archive named after the file (torch._zip_records);
// data.pkl and version complete it. torch.load reads that archive, or the
// legacy stream of PyTorch before 1.6 (_use_new_zipfile_serialization=False:
// magic number, protocol, system info, the pickle, the storage keys, then each
// storage's element count and bytes). A file is data: only the globals the
// pickle names are reached, and with weights_only=True only tensors,
// storages and plain containers.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kSerializationPy = R"PY(
import io
import os
import pickle
import sys
import torch
import torch._utils
import torch.storage
import torch._zip_records as _zip
from collections import OrderedDict

DEFAULT_PROTOCOL = 2
_MAGIC_NUMBER = 0x1950a86a20f9469cfc6c
_PROTOCOL_VERSION = 1001


def _storage_id(storage, keys, keep):
    # Views of one memory share a key; empty storages have no address.
    ptr = storage.data_ptr()
    ident = (ptr, storage.dtype) if ptr != 0 else ('empty', id(storage))
    keep.append(storage)
    return keys.setdefault(ident, str(len(keys))), ident


def _archive_name(f):
    if hasattr(f, 'write'):
        return 'archive'
    base = os.path.basename(f)
    dot = base.rfind('.')
    return base[:dot] if dot > 0 else base


def save(obj, f, pickle_module=pickle, pickle_protocol=DEFAULT_PROTOCOL, _use_new_zipfile_serialization=True):
    if not hasattr(f, 'write'):
        f = os.fspath(f)
    if not _use_new_zipfile_serialization:
        return _legacy_save(obj, f, pickle_module, pickle_protocol)
    keys, keep, storages = {}, [], []

    def persistent_id(o):
        if not isinstance(o, torch.storage.TypedStorage):
            return None
        key, ident = _storage_id(o, keys, keep)
        if len(storages) < len(keys):
            storages.append((key, o._flat))
        return ('storage', torch.storage._class_of(o.dtype), key, 'cpu', o.size())

    data_buf = io.BytesIO()
    pickler = pickle_module.Pickler(data_buf, protocol=pickle_protocol)
    pickler.persistent_id = persistent_id
    pickler.dump(obj)
    records = [('data.pkl', data_buf.getvalue())]
    records += [('data/' + key, flat) for key, flat in storages]
    records.append(('version', b'3\n'))
    if hasattr(f, 'write'):
        f.write(_zip.write(None, 'archive', records))
    else:
        _zip.write(f, _archive_name(f), records)


def _legacy_save(obj, f, pickle_module, pickle_protocol):
    keys, keep, storages = {}, [], []

    def persistent_id(o):
        if not isinstance(o, torch.storage.TypedStorage):
            return None
        key, ident = _storage_id(o, keys, keep)
        if len(storages) < len(keys):
            storages.append((key, o._flat))
        return ('storage', torch.storage._class_of(o.dtype), key, 'cpu', o.size(), None)

    sys_info = dict(protocol_version=_PROTOCOL_VERSION, little_endian=True,
                    type_sizes=dict(short=2, int=4, long=4))
    out = io.BytesIO()
    pickle_module.dump(_MAGIC_NUMBER, out, protocol=pickle_protocol)
    pickle_module.dump(_PROTOCOL_VERSION, out, protocol=pickle_protocol)
    pickle_module.dump(sys_info, out, protocol=pickle_protocol)
    pickler = pickle_module.Pickler(out, protocol=pickle_protocol)
    pickler.persistent_id = persistent_id
    pickler.dump(obj)
    pickle_module.dump([key for key, flat in storages], out, protocol=pickle_protocol)
    for key, flat in storages:
        out.write(flat.numel().to_bytes(8, 'little'))
        out.write(_zip.tensor_to_bytes(flat))
    data = out.getvalue()
    if hasattr(f, 'write'):
        f.write(data)
    else:
        with open(f, 'wb') as fh:
            fh.write(data)


def _get_layout(name):
    """A layout from its repr, e.g. 'torch.sparse_coo' (how layouts pickle)."""
    layout = getattr(torch, name[6:], None) if name.startswith('torch.') else None
    if not isinstance(layout, torch.layout):
        raise KeyError(name)
    return layout


# torch.load(weights_only=True) admits these globals and nothing else.
_WEIGHTS_ONLY = {('collections', 'OrderedDict'), ('torch._utils', '_rebuild_tensor_v2'),
                 ('torch._utils', '_rebuild_parameter'), ('torch._utils', '_rebuild_parameter_with_state'),
                 ('torch._utils', '_rebuild_sparse_tensor'), ('torch.serialization', '_get_layout'),
                 ('torch', 'Size'), ('torch', 'device'), ('builtins', 'set'), ('builtins', 'frozenset')}


def _unpickler(pickle_module, data, weights_only, persistent_load, pickle_load_args):
    base = pickle_module.Unpickler

    class _Unpickler(base):
        def find_class(self, module, name):
            if weights_only and (module, name) not in _WEIGHTS_ONLY and not \
                    (module == 'torch' and (name.endswith('Storage') or isinstance(getattr(torch, name, None), torch.dtype))):
                raise pickle.UnpicklingError(
                    "Weights only load failed. Re-running `torch.load` with `weights_only` set to `False` will "
                    "likely succeed, but it can result in arbitrary code execution.Do it only if you get the file "
                    "from a trusted source. WeightsUnpickler error: Unsupported class " + module + "." + name)
            if module == 'torch.tensor':
                module = 'torch._tensor'
            return base.find_class(self, module, name)

    u = _Unpickler(data, **pickle_load_args)
    u.persistent_load = persistent_load
    return u


def _restore(storage, location, map_location):
    if callable(map_location):
        result = map_location(storage, location)
        if result is not None:
            return result
    return storage


def load(f, map_location=None, pickle_module=pickle, *, weights_only=False, **pickle_load_args):
    if pickle_module is None:
        pickle_module = pickle
    if hasattr(f, 'read'):
        data = f.read()
        src = data
    else:
        path = os.fspath(f)
        with open(path, 'rb') as fh:
            data = fh.read(4)
        src = path
    if data[:4] == b'PK\x03\x04':
        return _load_zip(src, map_location, pickle_module, weights_only, pickle_load_args)
    if not hasattr(f, 'read'):
        with open(path, 'rb') as fh:
            data = fh.read()
    return _legacy_load(data, map_location, pickle_module, weights_only, pickle_load_args)


def _load_zip(src, map_location, pickle_module, weights_only, pickle_load_args):
    archive, records = _zip.read(src)
    if 'data.pkl' not in records:
        raise RuntimeError("PytorchStreamReader failed locating file data.pkl: file not found")
    loaded = {}

    def persistent_load(saved_id):
        if not isinstance(saved_id, tuple) or len(saved_id) != 5 or saved_id[0] != 'storage':
            raise pickle.UnpicklingError("Unknown saved id type: " + repr(saved_id)[:80])
        storage_type, key, location, numel = saved_id[1:]
        if key not in loaded:
            name = 'data/' + str(key)
            if name not in records:
                raise RuntimeError("PytorchStreamReader failed locating file " + name + ": file not found")
            flat = _zip.tensor_from_bytes(records[name], storage_type.dtype)
            loaded[key] = _restore(torch.storage.TypedStorage(flat), location, map_location)
        return loaded[key]

    return _unpickler(pickle_module, io.BytesIO(records['data.pkl']), weights_only, persistent_load,
                      pickle_load_args).load()


def _legacy_load(data, map_location, pickle_module, weights_only, pickle_load_args):
    f = io.BytesIO(data)
    magic = pickle_module.load(f, **pickle_load_args)
    if magic != _MAGIC_NUMBER:
        raise RuntimeError("Invalid magic number; corrupt file?")
    if pickle_module.load(f, **pickle_load_args) != _PROTOCOL_VERSION:
        raise RuntimeError("Invalid protocol version")
    pickle_module.load(f, **pickle_load_args)  # system info: sizes are little-endian, as here
    storages = {}

    def persistent_load(saved_id):
        if saved_id[0] == 'module':
            return saved_id[1]
        if saved_id[0] != 'storage' or len(saved_id) != 6:
            raise RuntimeError("Unknown saved id type: " + repr(saved_id[0]))
        storage_type, key, location, numel, view_metadata = saved_id[1:]
        if key not in storages:
            storages[key] = torch.storage.TypedStorage(torch.empty(numel, dtype=storage_type.dtype))
        storage = storages[key]
        if view_metadata is not None:
            view_key, offset, view_size = view_metadata
            storage = torch.storage.TypedStorage(storage._flat[offset:offset + view_size])
        return _restore(storage, location, map_location)

    result = _unpickler(pickle_module, f, weights_only, persistent_load, pickle_load_args).load()
    keys = pickle_module.load(f, **pickle_load_args)
    for key in keys:
        if key not in storages:
            raise RuntimeError("storage " + repr(key) + " is listed but not used")
        flat = storages[key]._flat
        numel = int.from_bytes(f.read(8), 'little')
        nbytes = numel * flat.element_size()
        raw = f.read(nbytes)
        if numel != flat.numel() or len(raw) != nbytes:
            raise RuntimeError("storage " + repr(key) + " is truncated or has the wrong size")
        flat.copy_(_zip.tensor_from_bytes(raw, flat.dtype))
    return result


torch.save = save
torch.load = load
)PY";

void initSerialization(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.serialization", kSerializationPy); }

}  // namespace

void registerSerialization(Interp& in) { in.registerModule("torch.serialization", initSerialization); }

}  // namespace ts::py
