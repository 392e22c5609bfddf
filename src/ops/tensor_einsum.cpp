// ===--- tensor_einsum.cpp - torch.einsum and torch.tensordot -----------=== //
// Note [einsum plan]: as ATen 1.13 does it: every operand is permuted to one
// global label order (output labels first, then the contracted labels in
// label order; repeated labels in one operand become a diagonal, missing
// labels size-1 dims), then operands are folded left to right; each pair is
// multiplied with bmm after moving batch / left-only / contracted /
// right-only dims together (sumproduct_pair), so float results round as
// PyTorch's do (a full contraction too: bmm, not dot).
#include <algorithm>
#include <array>

#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts::detail {
namespace {

constexpr int kLabels = 52;  // A-Z then a-z, ATen's label order
constexpr int kEllipsis = -1;

int labelIndex(char c, size_t pos) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return 26 + (c - 'a');
  throw Error("einsum(): invalid subscript given at index " + std::to_string(pos) +
              " in the equation string, subscripts must be in [a-zA-Z]");
}

char labelChar(int l) { return static_cast<char>(l < 26 ? 'A' + l : 'a' + (l - 26)); }

/// One term of the equation: label indices with kEllipsis for "...".
std::vector<int> parseTerm(const std::string& term, size_t offset) {
  std::vector<int> out;
  bool seen_ellipsis = false;
  for (size_t i = 0; i < term.size(); ++i) {
    char c = term[i];
    if (c == ' ') continue;
    if (c == '.') {
      TS_CHECK(!seen_ellipsis && term.compare(i, 3, "...") == 0,
               "einsum(): found '.' for operand that is not part of any ellipsis");
      seen_ellipsis = true;
      out.push_back(kEllipsis);
      i += 2;
      continue;
    }
    out.push_back(labelIndex(c, offset + i));
  }
  return out;
}

/// sumproduct_pair: left * right summed over sum_dims (aligned operands, keepdim).
Tensor sumProductPair(Tensor left, Tensor right, const std::vector<bool>& sum_dims) {
  int64_t nd = left.dim();
  std::vector<int64_t> lro, lo, ro, sums;
  int64_t lro_size = 1, lo_size = 1, ro_size = 1, sum_size = 1;
  for (int64_t i = 0; i < nd; ++i) {
    bool sl = left.size(i) > 1, sr = right.size(i) > 1;
    if (sum_dims[static_cast<size_t>(i)]) {
      // A contracted dim of size 1 on either side is summed (or squeezed)
      // before the product, as ATen's einsum does; it is no bmm dim.
      if (sl && sr) {
        TS_CHECK(left.size(i) == right.size(i), "non-broadcast dimensions must match");
        sums.push_back(i);
        sum_size *= left.size(i);
      } else {
        if (sl) left = sum(left, {i}, true);
        if (sr) right = sum(right, {i}, true);
        ro.push_back(i);  // size 1 on both sides now
      }
    } else if (sl && sr) {
      TS_CHECK(left.size(i) == right.size(i), "non-broadcast dimensions must match");
      lro.push_back(i);
      lro_size *= left.size(i);
    } else if (sl) {
      lo.push_back(i);
      lo_size *= left.size(i);
    } else {
      ro.push_back(i);
      ro_size *= right.size(i);
    }
  }
  // Nothing left to contract: an elementwise product (so 0 * -2 stays -0).
  if (sums.empty()) return mul(left, right);
  std::vector<int64_t> out_size, lperm(lro), rperm(lro), operm(static_cast<size_t>(nd), -1);
  for (int64_t d : lro) out_size.push_back(left.size(d));
  for (int64_t d : lo) out_size.push_back(left.size(d));
  for (size_t i = 0; i < sums.size(); ++i) out_size.push_back(1);
  for (int64_t d : ro) out_size.push_back(right.size(d));
  for (auto* part : {&lo, &sums, &ro}) lperm.insert(lperm.end(), part->begin(), part->end());
  for (auto* part : {&sums, &ro, &lo}) rperm.insert(rperm.end(), part->begin(), part->end());
  int64_t k = 0;
  for (auto* part : {&lro, &lo, &sums, &ro})
    for (int64_t d : *part) operm[static_cast<size_t>(d)] = k++;
  Tensor l = reshape(permute(left, lperm), {lro_size, lo_size, sum_size});
  Tensor r = reshape(permute(right, rperm), {lro_size, sum_size, ro_size});
  return permute(view(bmm(l, r), out_size), operm);
}

struct Plan {
  std::vector<std::vector<int>> terms;
  std::vector<int> output;  // labels and kEllipsis, in output order
  bool explicit_output = false;
};

Plan parseEquation(const std::string& eq, size_t num_ops) {
  Plan p;
  size_t arrow = eq.find("->");
  std::string lhs = eq.substr(0, arrow);
  size_t start = 0;
  while (true) {
    size_t comma = lhs.find(',', start);
    p.terms.push_back(parseTerm(lhs.substr(start, comma == std::string::npos ? std::string::npos : comma - start), start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  TS_CHECK(p.terms.size() <= num_ops, std::string("einsum(): fewer operands were provided than specified in the equation"));
  TS_CHECK(p.terms.size() == num_ops, std::string("einsum(): more operands were provided than specified in the equation"));
  if (arrow != std::string::npos) {
    p.explicit_output = true;
    p.output = parseTerm(eq.substr(arrow + 2), arrow + 2);
    return p;
  }
  std::array<int, kLabels> count{};
  bool any_ellipsis = false;
  for (const auto& t : p.terms)
    for (int l : t) {
      if (l == kEllipsis) any_ellipsis = true;
      else ++count[static_cast<size_t>(l)];
    }
  if (any_ellipsis) p.output.push_back(kEllipsis);
  for (int l = 0; l < kLabels; ++l)
    if (count[static_cast<size_t>(l)] == 1) p.output.push_back(l);
  return p;
}

/// Permutes/diagonalizes/unsqueezes operand i to the global order.
Tensor alignOperand(Tensor op, const std::vector<int>& term, const std::array<int64_t, kLabels>& perm_index,
                    int64_t ell_index, int64_t ell_dims, int64_t total) {
  int64_t own_ell = op.dim() - static_cast<int64_t>(term.size()) + 1;
  bool has_ell = false;
  for (int l : term) has_ell = has_ell || l == kEllipsis;
  if (!has_ell) {
    TS_CHECK(op.dim() == static_cast<int64_t>(term.size()),
             "einsum(): the number of subscripts in the equation (" + std::to_string(term.size()) +
                 ") does not match the number of dimensions (" + std::to_string(op.dim()) + ") for operand and no ellipsis was given");
  }
  // target[d] = global position of operand dim d.
  std::vector<int64_t> target;
  int64_t d = 0;
  for (int l : term) {
    if (l == kEllipsis) {
      for (int64_t e = 0; e < own_ell; ++e) target.push_back(ell_index + ell_dims - own_ell + e);
      d += own_ell;
    } else {
      target.push_back(perm_index[static_cast<size_t>(l)]);
      ++d;
    }
  }
  // Repeated labels: take the diagonal (it becomes the last dim) until unique.
  for (size_t i = 0; i < target.size(); ++i) {
    for (size_t j = i + 1; j < target.size(); ++j) {
      if (target[i] != target[j]) continue;
      op = diagonal(op, 0, static_cast<int64_t>(i), static_cast<int64_t>(j));
      int64_t t = target[i];
      target.erase(target.begin() + static_cast<std::ptrdiff_t>(j));
      target.erase(target.begin() + static_cast<std::ptrdiff_t>(i));
      target.push_back(t);
      i = static_cast<size_t>(-1);
      break;
    }
  }
  std::vector<int64_t> perm;
  DimVector shape;
  for (int64_t g = 0; g < total; ++g) {
    auto it = std::find(target.begin(), target.end(), g);
    if (it != target.end()) perm.push_back(it - target.begin());
  }
  op = permute(op, perm);
  // Insert size-1 dims for the labels this operand lacks.
  int64_t pos = 0;
  for (int64_t g = 0; g < total; ++g) {
    if (std::find(target.begin(), target.end(), g) == target.end()) op = unsqueeze(op, pos);
    ++pos;
  }
  return op;
}

Tensor einsum(const std::string& equation, const std::vector<Tensor>& ops) {
  TS_CHECK(!ops.empty(), "einsum(): must provide at least one operand");
  Plan p = parseEquation(equation, ops.size());
  int64_t ell_dims = 0;
  for (size_t i = 0; i < ops.size(); ++i) {
    int64_t labels = 0;
    bool has_ell = false;
    for (int l : p.terms[i]) {
      if (l == kEllipsis) has_ell = true;
      else ++labels;
    }
    if (has_ell) ell_dims = std::max(ell_dims, ops[i].dim() - labels);
  }
  std::array<int64_t, kLabels> perm_index;
  perm_index.fill(-1);
  int64_t next = 0, ell_index = -1;
  for (int l : p.output) {
    if (l == kEllipsis) {
      ell_index = next;
      next += ell_dims;
    } else {
      TS_CHECK(perm_index[static_cast<size_t>(l)] == -1, "einsum(): output subscript appears more than once in the output");
      perm_index[static_cast<size_t>(l)] = next++;
    }
  }
  int64_t out_size = next;
  if (ell_index < 0) {  // contracted ellipsis dims follow the output
    ell_index = next;
    next += ell_dims;
  }
  std::array<int64_t, kLabels> last_op;
  last_op.fill(-1);
  for (size_t i = 0; i < ops.size(); ++i)
    for (int l : p.terms[i])
      if (l != kEllipsis) last_op[static_cast<size_t>(l)] = static_cast<int64_t>(i);
  for (int l = 0; l < kLabels; ++l) {
    if (last_op[static_cast<size_t>(l)] >= 0 && perm_index[static_cast<size_t>(l)] == -1)
      perm_index[static_cast<size_t>(l)] = next++;
  }
  for (int l : p.output)
    TS_CHECK(l == kEllipsis || last_op[static_cast<size_t>(l)] >= 0,
             std::string("einsum(): output subscript ") + labelChar(l) +
                 " does not appear in the equation for any input operand");
  int64_t total = next;
  // The last operand using each global dim (ellipsis dims count as used by all).
  std::vector<int64_t> dim_last(static_cast<size_t>(total), static_cast<int64_t>(ops.size()) - 1);
  for (int l = 0; l < kLabels; ++l)
    if (perm_index[static_cast<size_t>(l)] >= out_size) dim_last[static_cast<size_t>(perm_index[static_cast<size_t>(l)])] = last_op[static_cast<size_t>(l)];
  // Label sizes must agree (or broadcast from 1) across operands.
  std::array<int64_t, kLabels> label_size;
  label_size.fill(-1);
  for (size_t i = 0; i < ops.size(); ++i) {
    int64_t own_ell = ops[i].dim() - static_cast<int64_t>(p.terms[i].size()) + 1, d = 0;
    for (int l : p.terms[i]) {
      if (l == kEllipsis) {
        d += own_ell;
        continue;
      }
      int64_t sz = ops[i].size(d++);
      int64_t& seen = label_size[static_cast<size_t>(l)];
      char name = labelChar(l);
      TS_CHECK(seen == -1 || seen == sz || seen == 1 || sz == 1,
               std::string("einsum(): subscript ") + name + " has size " + std::to_string(sz) + " for operand " +
                   std::to_string(i) + " which does not broadcast with previously seen size " + std::to_string(seen));
      if (seen == -1 || seen == 1) seen = sz;
    }
  }
  std::vector<Tensor> aligned;
  for (size_t i = 0; i < ops.size(); ++i) aligned.push_back(alignOperand(ops[i], p.terms[i], perm_index, ell_index, ell_dims, total));
  Tensor result = aligned[0];
  // Dims only the first operand uses are summed in one reduction.
  std::vector<int64_t> first_only;
  for (int64_t d = out_size; d < total; ++d)
    if (dim_last[static_cast<size_t>(d)] == 0) first_only.push_back(d);
  if (!first_only.empty()) result = sum(result, first_only, true);
  for (size_t i = 1; i < aligned.size(); ++i) {
    std::vector<bool> sum_dims(static_cast<size_t>(total), false);
    for (int64_t d = out_size; d < total; ++d)
      if (dim_last[static_cast<size_t>(d)] == static_cast<int64_t>(i)) sum_dims[static_cast<size_t>(d)] = true;
    result = sumProductPair(result, aligned[i], sum_dims);
  }
  // Drop the (now size-1) contracted dims.
  DimVector shape(result.sizes());
  shape.resize(out_size);
  return reshape(result, shape);
}

/// aten::tensordot as ATen's Linear.cpp computes it: size-1 contracted dims
/// are summed away first, then both operands are permuted and reshaped so
/// one mm does the contraction (so floats round as PyTorch's do).
Tensor tensordot(const Tensor& a, const Tensor& b, const std::vector<int64_t>& dims_a,
                 const std::vector<int64_t>& dims_b) {
  TS_CHECK(dims_a.size() == dims_b.size(), "both dimension lists should have same length");
  std::vector<bool> contracted_a(static_cast<size_t>(a.dim())), contracted_b(static_cast<size_t>(b.dim()));
  // Messages name the dims as given; only the contracted-dim sets wrap them.
  auto mark = [](std::vector<bool>& seen, int64_t d, int64_t ndim) {
    size_t w = static_cast<size_t>(maybeWrapDim(d, ndim));
    TS_CHECK(!seen[w], "dim " + std::to_string(w) + " appears multiple times in the list of dims");
    seen[w] = true;
  };
  Tensor ta = a, tb = b;
  int64_t csize = 1;
  for (size_t i = 0; i < dims_a.size(); ++i) {
    mark(contracted_a, dims_a[i], a.dim());
    mark(contracted_b, dims_b[i], b.dim());
    int64_t sa = a.size(dims_a[i]), sb = b.size(dims_b[i]);
    if (sb == 1) {
      ta = sum(ta, {dims_a[i]}, true);
    } else if (sa == 1) {
      tb = sum(tb, {dims_b[i]}, true);
    } else {
      TS_CHECK(sa == sb, "contracted dimensions need to match, but first has size " + std::to_string(sa) + " in dim " +
                             std::to_string(dims_a[i]) + " and second has size " + std::to_string(sb) + " in dim " +
                             std::to_string(dims_b[i]));
      csize *= sa;
    }
  }
  std::vector<int64_t> pa, pb, rsizes;
  int64_t size_a = 1, size_b = 1;
  for (int64_t i = 0; i < a.dim(); ++i)
    if (!contracted_a[static_cast<size_t>(i)]) {
      pa.push_back(i);
      size_a *= ta.size(i);
      rsizes.push_back(ta.size(i));
    }
  pa.insert(pa.end(), dims_a.begin(), dims_a.end());
  pb = dims_b;
  for (int64_t i = 0; i < b.dim(); ++i)
    if (!contracted_b[static_cast<size_t>(i)]) {
      pb.push_back(i);
      size_b *= tb.size(i);
      rsizes.push_back(tb.size(i));
    }
  ta = reshape(permute(ta, pa), {size_a, csize});
  tb = reshape(permute(tb, pb), {csize, size_b});
  return reshape(mm(ta, tb), rsizes);
}

}  // namespace

void addEinsumKernels(KernelTable& k) {
  k["aten::tensordot"] = kern<4>([](const IValue* a) {
    return tensordot(a[0].toTensor(), a[1].toTensor(), toIntVector(a[2]), toIntVector(a[3]));
  });
  k["aten::einsum"] = kern<3>([](const IValue* a) {
    TS_CHECK(a[2].isNone(), "einsum(): the path argument is not supported");
    return einsum(a[0].toStr(), toTensorVector(a[1]));
  });
}

}  // namespace ts::detail
