// ===--- module_reader.cpp - torch.jit.load ------------------------------------=== //
// Reads a `.pt` archive's records: code sources, constants, extra files and,
// once the caller has compiled the classes, the pickled object tree.
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "ops/custom_classes.h"
#include "serialization/module_io.h"
#include "serialization/pickle.h"
#include "serialization/type_annotation.h"
#include "tensor/tensor.h"

namespace ts {

namespace {

/// Note [Unpickled values meet declared types]: the pickle carries values,
/// the code declares types. NamedTuples arrive as plain tuples and untagged
/// containers as Any, so values are fitted to their attribute's type here;
/// a value that cannot fit is an error, never a mistyped slot the
/// interpreter would misread.
bool conform(IValue& v, TypePtr t, int depth) {
  // Deeper nesting than this only comes from corrupt input.
  if (depth > 100) return false;
  switch (t->kind()) {
    case TypeKind::Any: return true;
    case TypeKind::Optional: return v.isNone() || conform(v, t->elem(), depth + 1);
    case TypeKind::Union:
      if (v.isNone()) return t->canHoldNone();
      for (TypePtr m : t->contained())
        if (valueMatchesType(v, m) || conform(v, m, depth + 1)) return true;
      return false;
    case TypeKind::Tuple: {
      if (!v.isTuple() || v.toTuple()->items.size() != t->contained().size()) return false;
      for (size_t i = 0; i < t->contained().size(); ++i)
        if (!conform(v.toTuple()->items[i], t->contained()[i], depth + 1)) return false;
      if (!t->name().empty()) v.toTuple()->named_type = t;
      return true;
    }
    case TypeKind::List: {
      if (!v.isList()) return false;
      ListObj* l = v.toList();
      if (!l->elem_type->is(TypeKind::Any) && !l->elem_type->isSubtypeOf(t->elem())) return false;
      for (IValue& item : l->items)
        if (!conform(item, t->elem(), depth + 1)) return false;
      l->elem_type = t->elem();
      return true;
    }
    case TypeKind::Dict: {
      if (!v.isDict()) return false;
      DictObj* d = v.toDict();
      for (auto& [k, val] : d->entries) {
        IValue key = k;
        if (!conform(key, t->contained()[0], depth + 1) || !conform(val, t->contained()[1], depth + 1)) return false;
      }
      d->key_type = t->contained()[0];
      d->value_type = t->contained()[1];
      return true;
    }
    // An object fits an interface its class implements (a module
    // attribute annotated with a @torch.jit.interface type).
    case TypeKind::Interface: return v.isObject() && v.toObject()->type->isSubtypeOf(t);
    default: return valueMatchesType(v, t);
  }
}

}  // namespace

bool conformValue(IValue& v, TypePtr t) { return conform(v, std::move(t), 0); }

ModuleArchive ModuleArchive::open(const std::string& path, const LoadLimits& limits) {
  ModuleArchive a(ZipReader::fromFile(path, limits), limits);
  a.checkVersion();
  return a;
}

ModuleArchive ModuleArchive::fromBytes(std::string bytes, const LoadLimits& limits) {
  ModuleArchive a(ZipReader(std::move(bytes), limits), limits);
  a.checkVersion();
  return a;
}

/// Note [MKL-DNN archives]: torch.jit.optimize_for_inference on a CPU
/// build with MKL-DNN turns convolution weights into MKL-DNN tensor
/// constants (prim::ConstantMKLDNNTensor), which PyTorch 1.13's export
/// drops: the file holds `ops.prim.ConstantMKLDNNTensor()` with no value and
/// none of those weights. No loader can run it (PyTorch fails with
/// "required keyword attribute 'value' is undefined"); we say why.
static void checkNotMkldnnOptimized(const std::string& path, const std::string& source) {
  if (source.find("ops.prim.ConstantMKLDNNTensor()") == std::string::npos) return;
  throw Error("code/" + path + ".py was saved after torch.jit.optimize_for_inference converted its convolution "
              "weights to MKL-DNN tensors (prim::ConstantMKLDNNTensor), which PyTorch does not serialize: the "
              "weights are missing from the file and it cannot be loaded, by PyTorch either. Save the module "
              "after torch.jit.freeze instead, or call optimize_for_inference after loading");
}

std::vector<CodeFile> ModuleArchive::codeFiles() const {
  std::vector<CodeFile> out;
  for (const std::string& rec : zip_.recordsUnder("code")) {
    if (rec.size() < 8 || rec.compare(rec.size() - 3, 3, ".py") != 0) continue;  // skips .debug_pkl
    std::string path = rec.substr(5, rec.size() - 8);  // strip "code/" and ".py"
    for (char& c : path) {
      if (c == '/') c = '.';
    }
    out.push_back({path, zip_.getRecord(rec)});
    checkNotMkldnnOptimized(path, out.back().source);
  }
  return out;
}

std::vector<IValue> ModuleArchive::constants(const ClassResolver& resolve, const SetState& set_state) const {
  // Every TorchScript archive has one; a plain torch.save file does not.
  IValue t = readPickle("constants", resolve, set_state);
  TS_CHECK(t.isTuple(), "constants.pkl does not hold a tuple");
  return t.toTuple()->items;
}

bool ModuleArchive::readExtraFile(const std::string& name, std::string& contents) const {
  if (!zip_.hasRecord("extra/" + name)) return false;
  contents = zip_.getRecord("extra/" + name);
  return true;
}

int64_t ModuleArchive::version() const {
  return static_cast<int64_t>(std::strtoull(zip_.getRecord("version").c_str(), nullptr, 10));
}

/// PyTorch's PytorchStreamReader checks the `version` record as it opens an
/// archive: parsed as std::stoull does (leading blanks, a sign, trailing text
/// ignored), at least kMinSupportedFileFormatVersion (1) and at most
/// kMaxSupportedFileFormatVersion (10 in 1.13), compared unsigned, so "-1"
/// is too new. The messages are PyTorch's.
void ModuleArchive::checkVersion() const {
  if (!zip_.hasRecord("version")) return;
  std::string v = zip_.getRecord("version");
  errno = 0;
  char* end = nullptr;
  unsigned long long n = std::strtoull(v.c_str(), &end, 10);
  if (end == v.c_str()) throw Error("[enforce fail at inline_container.cc:148] . Couldn't parse the version " + v + " as Long Long.");
  if (errno == ERANGE) throw Error("stoull", ErrorKind::IndexError);
  std::string shown = std::to_string(static_cast<int64_t>(n));
  if (n < 1)
    throw Error("[enforce fail at inline_container.cc:154] . Attempted to read a PyTorch file with version " + shown +
                ", but the minimum supported version for reading is 1. Your PyTorch script module file is too old. "
                "Please regenerate it with latest version of PyTorch to mitigate this issue.");
  if (n > 10)
    throw Error("[enforce fail at inline_container.cc:165] . Attempted to read a PyTorch file with version " + shown +
                ", but the maximum supported version for reading is 10. The version of your PyTorch installation may "
                "be too old, please upgrade PyTorch to latest version to mitigate this issue.");
}

/// A module or tensor attribute the pickle never set would be None where
/// compiled code expects an object (found by fuzzing: a member call on a
/// null Object); PyTorch's archives always set every such attribute.
static void checkNoUnsetReferences(const Object& o) {
  const auto& attrs = o.type->attributes();
  for (size_t i = 0; i < attrs.size(); ++i) {
    const TypePtr& t = attrs[i].type;
    if ((t->is(TypeKind::Class) || t->is(TypeKind::Tensor)) && o.slots[i].isNone())
      throw Error("Unpickler: object of " + o.type->name() + " has no value for its attribute '" + attrs[i].name + "'");
  }
}

IValue ModuleArchive::readData(const ClassResolver& resolve, const SetState& set_state) const {
  return readPickle("data", resolve, set_state);
}

/// Note [Zero-copy load]: a tensor loaded from a file views the file's
/// bytes instead of a copy of them. Loading resnet18 spent most of its time
/// copying (and CRC-checking) ~46 MB of weights; PyTorch's writer stores
/// data records uncompressed at 64-byte aligned offsets so that they can be
/// used in place.
///  - Lifetime: the storage holds a shared_ptr to the file mapping (its
///    deleter context); the mapping is unmapped when the archive and the
///    last storage viewing it are gone, in whichever order, so a tensor may
///    outlive its Module.
///  - Writes: the mapping is MAP_PRIVATE and writable (ZipReader::fromFile),
///    so an in-place op on a loaded parameter copies the page it touches
///    (copy-on-write by the kernel) and never reaches the file or other
///    processes mapping it. Untouched pages stay shared with the page cache.
///  - Fallback: deflated records, misaligned records, and archives read
///    from an embedder's bytes (which we may not write to) are copied.
///  - CRC: shared records are not CRC-checked: checking would read all the
///    weights, costing about what the copy did. PyTorch 1.13 does not check
///    them either (it builds miniz with MINIZ_DISABLE_ZIP_READER_CRC32_CHECKS;
///    a flipped weight byte loads silently there), so a corrupt record loads
///    different numbers, as in PyTorch, and all bounds checks still hold.
///    Copies keep the check, which is free while the bytes are in cache.
///  - A file truncated by another process while mapped makes access to
///    the lost pages fault (SIGBUS), as for every mmap-based loader
///    (torch.load(mmap=True) included); files are not expected to change
///    under a loaded model.
Ref<Storage> ModuleArchive::loadStorage(const std::string& record) const {
  uint64_t size = 0;
  std::shared_ptr<void> mapping;
  if (char* data = zip_.sharedRecord(record, size, mapping)) {
    auto* owner = new std::shared_ptr<void>(std::move(mapping));
    return Ref<Storage>(new Storage(
        data, static_cast<size_t>(size), [](void* ctx, void*) { delete static_cast<std::shared_ptr<void>*>(ctx); },
        owner));
  }
  Ref<Storage> s;
  zip_.readRecordInto(record, [&s](uint64_t n) {
    s = Ref<Storage>(new Storage(n));
    return s->data();
  });
  return s;
}

/// Reads `name`.pkl with storages from `name`/K; tensors sharing a key
/// share one storage.
IValue ModuleArchive::readPickle(const std::string& name, const ClassResolver& resolve,
                                 const SetState& set_state) const {
  std::map<std::string, Ref<Storage>> storages;
  UnpicklerHooks h;
  h.load_storage = [&](const std::string& key, ScalarType, int64_t) {
    auto it = storages.find(key);
    if (it != storages.end()) return it->second;
    Ref<Storage> s = loadStorage(name + "/" + key);
    storages.emplace(key, s);
    return s;
  };
  h.create_object = [&](const std::string& qual) {
    ClassType* cls = resolve ? resolve(qual) : nullptr;
    if (!cls) cls = customClass(qual);  // Note [Custom classes]
    if (!cls) throw Error("Unpickler: unknown class " + qual);
    return IValue(Ref<Object>(new Object(cls)));
  };
  h.enum_value = [&](const std::string& qual, const IValue& value) {
    if (!enum_resolver_) throw Error("Unpickler: unknown enum " + qual);
    return enum_resolver_(qual, value);
  };
  h.set_state = [&](const IValue& obj, IValue state) {
    Object* o = obj.toObject();
    if (isCustomClass(o->type)) return setCustomClassState(*o, state);
    if (set_state && set_state(obj, state)) return;
    if (!state.isDict()) throw Error("Unpickler: object state of " + o->type->name() + " is not a dict");
    for (auto& [k, v] : state.toDict()->entries) {
      if (!k.isStr()) throw Error("Unpickler: attribute name is not a string");
      int slot = o->type->attributeIndex(k.toStr());
      if (slot < 0) slot = o->type->addAttribute(k.toStr(), runtimeType(v));
      TypePtr declared = o->type->attributes()[static_cast<size_t>(slot)].type;
      if (!conform(v, declared, 0)) {
        throw Error("Unpickler: attribute '" + k.toStr() + "' of " + o->type->name() + " expects " +
                    declared->str() + " but the archive holds a value of type " + runtimeType(v)->str());
      }
      o->slot(static_cast<size_t>(slot)) = v;
    }
    checkNoUnsetReferences(*o);
  };
  // A tag we cannot resolve leaves the container typed Any rather than
  // failing the whole load.
  h.parse_type = [&](const std::string& s) -> TypePtr {
    try {
      return parseAnnotation(s, [&](const std::string& q) -> TypePtr { return resolve ? resolve(q) : nullptr; });
    } catch (const Error&) {
      return nullptr;
    }
  };
  return unpickle(zip_.getRecord(name + ".pkl"), h, limits_);
}

}  // namespace ts
