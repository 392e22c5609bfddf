// ===--- sparse_coo.cpp - sparse COO tensors: representation and checks ---=== //
// See Note [Sparse COO tensors] in sparse_coo.h.
#include "tensor/sparse_coo.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "tensor/ops_copy.h"

namespace ts {

namespace {

std::atomic<int64_t> g_alive{0};

struct SparseTable {
  std::mutex mu;
  /// data pointer of a sparse tensor's placeholder storage -> its parts
  std::unordered_map<const void*, std::unique_ptr<SparseCoo>> parts;
};

SparseTable& table() {
  static SparseTable* t = new SparseTable();  // never destroyed: storages may die at exit
  return *t;
}

void freeSparse(void* /*ctx*/, void* data) {
  std::unique_ptr<SparseCoo> dead;  // freed after the lock is released
  {
    SparseTable& t = table();
    std::lock_guard<std::mutex> lock(t.mu);
    auto it = t.parts.find(data);
    if (it != t.parts.end()) {
      dead = std::move(it->second);
      t.parts.erase(it);
    }
  }
  g_alive.fetch_sub(1, std::memory_order_relaxed);
  std::free(data);
}

const SparseCoo* findParts(const Tensor& t) {
  if (!t.defined() || !sparseTensorsAlive() || !t.storage()) return nullptr;
  SparseTable& table_ = table();
  std::lock_guard<std::mutex> lock(table_.mu);
  auto it = table_.parts.find(t.storage()->data());
  return it == table_.parts.end() ? nullptr : it->second.get();
}

std::string sizesStr(IntArrayRef sizes) {
  std::string s = "[";
  for (size_t i = 0; i < sizes.size(); ++i) s += (i ? ", " : "") + std::to_string(sizes[i]);
  return s + "]";
}

}  // namespace

bool sparseTensorsAlive() { return g_alive.load(std::memory_order_relaxed) > 0; }

bool isSparse(const Tensor& t) { return findParts(t) != nullptr; }

const SparseCoo& sparseParts(const Tensor& t, const char* op) {
  const SparseCoo* p = findParts(t);
  TS_CHECK(p, std::string(op) + ": expected a sparse COO tensor");
  return *p;
}

Tensor makeSparseCoo(Tensor indices, Tensor values, IntArrayRef sizes, bool coalesced) {
  ScalarType dtype = values.dtype();
  // One zeroed element (calloc, at least a byte so data pointers are unique).
  void* data = std::calloc(1, std::max<size_t>(elementSize(dtype), 1));
  TS_CHECK(data, "sparse tensor: out of memory");
  // As SparseTensorImpl: fewer than two entries are always coalesced.
  coalesced = coalesced || values.size(0) < 2;
  auto parts = std::make_unique<SparseCoo>(SparseCoo{std::move(indices), std::move(values), coalesced});
  {
    SparseTable& t = table();
    std::lock_guard<std::mutex> lock(t.mu);
    t.parts.emplace(data, std::move(parts));
  }
  g_alive.fetch_add(1, std::memory_order_relaxed);
  auto storage = makeRef<Storage>(data, elementSize(dtype), freeSparse, nullptr);
  DimVector zero_strides(sizes.size(), 0);
  return Tensor(makeRef<TensorImpl>(std::move(storage), dtype, DimVector(sizes), std::move(zero_strides), 0));
}

Tensor cloneSparse(const Tensor& t) {
  const SparseCoo& p = sparseParts(t, "clone");
  return makeSparseCoo(p.indices.clone(), p.values.clone(), t.sizes(), p.coalesced);
}

void validateSparseCoo(const Tensor& indices, const Tensor& values, IntArrayRef sizes) {
  TS_CHECK(indices.dtype() == ScalarType::Long, "indices must be an int64 tensor");
  TS_CHECK(indices.dim() == 2, "indices must be sparse_dim x nnz, but got: " + sizesStr(indices.sizes()));
  TS_CHECK(values.dim() >= 1, "values must have at least one dimension (nnz), but got a 0-dim tensor");
  const int64_t sparse_dim = indices.size(0), dense_dim = values.dim() - 1;
  TS_CHECK(static_cast<int64_t>(sizes.size()) == sparse_dim + dense_dim,
           "number of dimensions must be sparse_dim (" + std::to_string(sparse_dim) + ") + dense_dim (" +
               std::to_string(dense_dim) + "), but got " + std::to_string(sizes.size()));
  TS_CHECK(indices.size(1) == values.size(0), "indices and values must have same nnz, but got nnz from indices: " +
                                                  std::to_string(indices.size(1)) + ", nnz from values: " +
                                                  std::to_string(values.size(0)));
  for (int64_t d = 0; d < dense_dim; ++d) {
    if (values.size(d + 1) == sizes[sparse_dim + d]) continue;
    DimVector expected{values.size(0)};
    for (int64_t k = sparse_dim; k < static_cast<int64_t>(sizes.size()); ++k) expected.push_back(sizes[k]);
    throw Error("values has incorrect size, expected " + sizesStr(expected) + ", got " + sizesStr(values.sizes()));
  }
  Tensor idx = indices.contiguous();
  const int64_t* p = idx.data_ptr<int64_t>();
  const int64_t nnz = idx.size(1);
  for (int64_t d = 0; d < sparse_dim; ++d) {
    const int64_t* row = p + d * nnz;
    if (nnz == 0) continue;
    auto [lo, hi] = std::minmax_element(row, row + nnz);
    TS_CHECK(*lo >= 0, "found negative index " + std::to_string(*lo) + " for dim " + std::to_string(d));
    TS_CHECK(*hi < sizes[d], "size is inconsistent with indices: for dim " + std::to_string(d) + ", size is " +
                                 std::to_string(sizes[d]) + " but found index " + std::to_string(*hi));
  }
}

DimVector inferSparseSizes(const Tensor& indices, const Tensor& values) {
  TS_CHECK(indices.dim() == 2, "indices must be sparse_dim x nnz, but got: " + sizesStr(indices.sizes()));
  TS_CHECK(values.dim() >= 1, "values must have at least one dimension (nnz), but got a 0-dim tensor");
  Tensor idx = to(indices, ScalarType::Long).contiguous();
  const int64_t sparse_dim = idx.size(0), nnz = idx.size(1);
  DimVector sizes;
  for (int64_t d = 0; d < sparse_dim; ++d) {
    const int64_t* row = idx.data_ptr<int64_t>() + d * nnz;
    sizes.push_back(nnz == 0 ? 0 : std::max<int64_t>(*std::max_element(row, row + nnz) + 1, 0));
  }
  for (int64_t d = 1; d < values.dim(); ++d) sizes.push_back(values.size(d));
  return sizes;
}

}  // namespace ts
