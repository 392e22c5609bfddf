// ===--- module_writer.cpp - torch.jit.save ---------------------------------=== //
// Writes the records in PyTorch's order: extra files, tensor data and
// data.pkl, code files, constants and constants.pkl, version.
#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <set>

#include "ops/custom_classes.h"
#include "serialization/module_io.h"
#include "serialization/pickle.h"
#include "serialization/type_annotation.h"
#include "tensor/tensor.h"
#include "tensor/meta_device.h"

namespace ts {

namespace {

/// `__torch__.a.b` of `__torch__.a.b.Name`.
std::string modulePathOf(const std::string& qualified_name) {
  size_t dot = qualified_name.rfind('.');
  return dot == std::string::npos ? qualified_name : qualified_name.substr(0, dot);
}

/// `code/__torch__/a/b.py` of module path `__torch__.a.b`.
std::string codeRecordOf(const std::string& module_path) {
  std::string p = module_path;
  for (char& c : p) {
    if (c == '.') c = '/';
  }
  return "code/" + p + ".py";
}

std::string_view storageBytes(const Ref<Storage>& s) {
  return std::string_view(static_cast<const char*>(s->data()), s->nbytes());
}

/// Prints every class and function the module's code needs, one printer
/// (and file) per module path, all sharing one constant table.
class CodeWriter {
 public:
  CodeWriter(const ModuleSaveOptions& o) : options_(o) {}

  void add(TypePtr t) {
    if (seen_types_.insert(t).second) queue_.push_back({t, nullptr});
  }
  void add(const Function* f) {
    if (seen_fns_.insert(f).second) queue_.push_back({nullptr, f});
  }

  void run() {
    while (!queue_.empty()) {
      auto [t, f] = queue_.front();
      queue_.pop_front();
      const std::string qual = t ? annotationStr(t) : f->qualified_name;
      CodePrinter& p = printerFor(modulePathOf(qual));
      // A torch.classes class has no code: PyTorch writes its file empty.
      if (t && t->kind() == TypeKind::Class && isCustomClass(static_cast<const ClassType*>(t))) continue;
      if (f) {
        p.printFunction(*f);
      } else if (t->kind() == TypeKind::Class) {
        TS_CHECK(options_.class_info, "torch.jit.save: no class information for " + qual);
        p.printClass(options_.class_info(static_cast<const ClassType*>(t)));
      } else {
        p.printNamedType(t);
      }
      for (TypePtr d : p.typeDependencies()) add(d);
      for (const Function* d : p.functionDependencies()) add(d);
    }
  }

  std::vector<IValue> constants;
  std::vector<std::pair<std::string, std::unique_ptr<CodePrinter>>> files;

 private:
  CodePrinter& printerFor(const std::string& module_path) {
    for (auto& [path, p] : files) {
      if (path == module_path) return *p;
    }
    files.emplace_back(module_path, std::make_unique<CodePrinter>(&constants));
    return *files.back().second;
  }

  const ModuleSaveOptions& options_;
  std::deque<std::pair<TypePtr, const Function*>> queue_;
  std::set<TypePtr> seen_types_;
  std::set<const Function*> seen_fns_;
};

/// Pickles `v` into `record`, writing each storage to `dir/K` first.
void writePickle(ZipWriter& zip, const std::string& record, const std::string& dir, const IValue& v,
                 const ModuleSaveOptions& options, Pickler::AttributeFilter keep = nullptr) {
  size_t next = 0;
  Pickler p(
      [&](const Ref<Storage>& s) {
        std::string key = std::to_string(next++);
        // A meta storage has no data: PyTorch writes an empty record.
        zip.writeRecord(dir + "/" + key, isMetaStorage(s.get()) ? decltype(storageBytes(s))() : storageBytes(s));
        return key;
      },
      std::move(keep), options.get_state);
  zip.writeRecord(record, p.pickle(v));
}

/// Keeps the attributes a class does not mark hidden.
class VisibleAttributes {
 public:
  explicit VisibleAttributes(const ModuleSaveOptions& o) : options_(o) {}
  bool operator()(const ClassType* cls, const std::string& name) {
    auto it = hidden_.find(cls);
    if (it == hidden_.end()) {
      std::vector<std::string> h;
      if (options_.class_info && cls->isModule()) h = options_.class_info(cls).hidden;
      it = hidden_.emplace(cls, std::move(h)).first;
    }
    return std::find(it->second.begin(), it->second.end(), name) == it->second.end();
  }

 private:
  const ModuleSaveOptions& options_;
  std::map<const ClassType*, std::vector<std::string>> hidden_;
};

/// Adds the class of every object the module holds: an attribute typed as
/// an interface holds an object whose class the code must still define.
void addObjectClasses(CodeWriter& code, const IValue& root) {
  std::set<const void*> seen;
  std::vector<IValue> work{root};
  while (!work.empty()) {
    IValue v = std::move(work.back());
    work.pop_back();
    if (v.isObject()) {
      if (!seen.insert(v.toObject()).second) continue;
      code.add(v.toObject()->type);
      for (const IValue& s : v.toObject()->slots) work.push_back(s);
    } else if (v.isList()) {
      if (seen.insert(v.toList()).second) work.insert(work.end(), v.toList()->items.begin(), v.toList()->items.end());
    } else if (v.isTuple()) {
      if (seen.insert(v.toTuple()).second) work.insert(work.end(), v.toTuple()->items.begin(), v.toTuple()->items.end());
    } else if (v.isDict()) {
      if (!seen.insert(v.toDict()).second) continue;
      for (const auto& [k, item] : v.toDict()->entries) work.push_back(item);
    }
  }
}

}  // namespace

std::string saveModuleToBytes(const IValue& module, const std::string& archive_name,
                              const ModuleSaveOptions& options) {
  TS_CHECK(module.isObject(), "torch.jit.save expects a ScriptModule");
  CodeWriter code(options);
  code.add(module.toObject()->type);
  code.run();
  addObjectClasses(code, module);  // after the types' own order, only the missing ones
  code.run();

  ZipWriter zip(archive_name);
  for (const auto& [name, contents] : options.extra_files) zip.writeRecord("extra/" + name, contents);
  VisibleAttributes visible(options);
  writePickle(zip, "data.pkl", "data", module, options, std::ref(visible));
  uint64_t version = 3;  // Note [File format version]
  for (const auto& [path, printer] : code.files) {
    zip.writeRecord(codeRecordOf(path), printer->str());
    version = std::max(version, printer->minFileVersion());
  }
  writePickle(zip, "constants.pkl", "constants", makeTuple(code.constants), options);
  zip.writeRecord("version", std::to_string(version) + "\n");
  return zip.finish();
}

void saveModule(const IValue& module, const std::string& path, const ModuleSaveOptions& options) {
  size_t slash = path.find_last_of('/');
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  size_t dot = base.rfind('.');
  if (dot != std::string::npos && dot > 0) base = base.substr(0, dot);
  if (base.empty()) base = "archive";
  ZipWriter::checkParentDirectory(path);
  std::string bytes = saveModuleToBytes(module, base, options);
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) throw Error("File " + path + " cannot be opened.");
  size_t written = std::fwrite(bytes.data(), 1, bytes.size(), f);
  int rc = std::fclose(f);
  if (written != bytes.size() || rc != 0) throw Error("PytorchStreamWriter failed writing file " + path);
}

}  // namespace ts
