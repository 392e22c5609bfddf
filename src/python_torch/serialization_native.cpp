// ===--- serialization_native.cpp - torch.save's zip records -------------=== //
// The container half of torch.save / torch.load (Note [torch.save format]):
// the module torch._zip_records writes a PyTorch archive (records stored at
// 64-byte aligned offsets, as PyTorch's writer lays them out) and reads one
// back through ZipReader, whose checks make hostile files raise. Tensors
// move in and out as raw storage bytes; everything else is pickle's job.
#include <cstring>

#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "serialization/zip_archive.h"
#include "tensor/tensor.h"

namespace ts::py {

namespace {

/// The bytes of a record: a bytes value, or a contiguous tensor's memory.
std::string_view recordBytes(Interp& in, const IValue& v, Tensor& keep) {
  if (isBytes(v)) return v.toStr();
  if (!v.isTensor()) in.raise(in.e.TypeError, "write(): a record is bytes or a tensor");
  keep = v.toTensor().contiguous();
  size_t n = static_cast<size_t>(keep.numel()) * elementSize(keep.scalar_type());
  return {n ? static_cast<const char*>(keep.data_ptr()) : "", n};
}

/// write(path or None, archive_name, [(name, bytes or tensor)]): the archive,
/// written to `path`, or returned as bytes.
IValue writeArchive(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "write", 3, 3);
  ZipWriter zip(strArg(in, a[1], "archive name"));
  for (const IValue& rec : toVector(in, a[2])) {
    std::vector<IValue> pair = toVector(in, rec);
    if (pair.size() != 2) in.raise(in.e.TypeError, "write(): a record is a (name, data) pair");
    Tensor keep;
    zip.writeRecord(strArg(in, pair[0], "record name"), recordBytes(in, pair[1], keep));
  }
  if (a[0].isNone()) return makeBytes(zip.finish());
  const std::string& path = strArg(in, a[0], "path");
  try {
    ZipWriter::checkParentDirectory(path);
  } catch (const Error& e) {
    in.raise(in.e.RuntimeError, e.what());
  }
  try {
    zip.finishToFile(path);
  } catch (const Error& e) {
    in.raise(in.e.RuntimeError, "File " + path + " cannot be opened.");
  }
  return IValue();
}

/// read(path or bytes) -> (archive_name, {record: bytes}).
IValue readArchive(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "read", 1, 1);
  try {
    ZipReader zip = isBytes(a[0]) ? ZipReader(a[0].toStr()) : ZipReader::fromFile(strArg(in, a[0], "path"));
    Ref<PyDict> records = in.newDict();
    std::string prefix = zip.archiveName() + "/";
    for (const ZipEntry& e : zip.entries()) {
      if (e.name.compare(0, prefix.size(), prefix) != 0) continue;
      std::string record = e.name.substr(prefix.size());
      records->set(in, IValue(record), makeBytes(zip.getRecord(record)));
    }
    return in.newTuple({IValue(zip.archiveName()), box(records.get())});
  } catch (const Error& e) {
    in.raise(in.e.RuntimeError, std::string("PytorchStreamReader failed reading zip archive: ") + e.what());
  }
}

/// tensor_from_bytes(data, dtype): a 1-d tensor over a copy of the bytes.
IValue tensorFromBytes(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "tensor_from_bytes", 2, 2);
  if (!isBytes(a[0])) in.raise(in.e.TypeError, "tensor_from_bytes(): data must be bytes");
  int64_t code = dtypeCode(in, a[1]);
  if (code < 0) in.raise(in.e.TypeError, "tensor_from_bytes(): dtype must be a torch.dtype");
  auto dtype = static_cast<ScalarType>(code);
  const std::string& data = a[0].toStr();
  size_t size = elementSize(dtype);
  if (data.size() % size != 0)
    in.raise(in.e.RuntimeError, "storage record of " + std::to_string(data.size()) +
                                    " bytes is not a whole number of " + std::to_string(size) + "-byte elements");
  Tensor t = emptyTensor({static_cast<int64_t>(data.size() / size)}, dtype);
  if (!data.empty()) std::memcpy(t.data_ptr(), data.data(), data.size());
  return IValue(t);
}

/// tensor_to_bytes(t): the bytes of a tensor's elements in order.
IValue tensorToBytes(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "tensor_to_bytes", 1, 1);
  Tensor keep;
  return makeBytes(std::string(recordBytes(in, a[0], keep)));
}

void initZipRecords(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("write", writeArchive);
  fn("read", readArchive);
  fn("tensor_from_bytes", tensorFromBytes);
  fn("tensor_to_bytes", tensorToBytes);
}

}  // namespace

void registerZipRecords(Interp& in) { in.registerModule("torch._zip_records", initZipRecords); }

}  // namespace ts::py
