// ===--- tensor_print.cpp - Python repr and ATen stream printing ----------=== //
// pythonRepr follows torch/_tensor_str.py (1.13): _Formatter picks int/fixed/
// scientific mode from the (summarized) nonzero finite values, _vector_str
// wraps at linewidth, _add_suffixes appends dtype/size/requires_grad.
// cppPrint follows aten/src/ATen/core/Formatting.cpp, including its stream
// state carrying over between matrix slices (Note [Stream state]).
#include "tensor/tensor_print.h"

#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

#include "tensor/dispatch.h"
#include "tensor/ops_copy.h"
#include "tensor/meta_device.h"
#include "tensor/quantized_tensor.h"
#include "tensor/sparse_coo.h"
#include "support/float_format.h"

namespace ts {

std::string pyFormatFixed(double v, int precision) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*f", precision, v);
  return buf;
}

std::string pyFormatSci(double v, int precision) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", precision, v);
  return buf;
}

std::string cppTypeString(ScalarType t) {
  return std::string("CPU") + scalarTypeName(t) + "Type";
}

namespace {

/// The elements of a tensor in row-major order, as doubles or int64s.
struct FlatTensor {
  enum class Kind { Floating, Integer, Boolean } kind;
  std::vector<double> d;
  std::vector<int64_t> i;
  DimVector shape;
  DimVector strides;  // contiguous element strides

  static FlatTensor from(const Tensor& t_in) {
    FlatTensor f;
    Tensor t = t_in;
    ScalarType st = t.dtype();
    if (st == ScalarType::Half || st == ScalarType::BFloat16) t = t.to(ScalarType::Float);
    t = t.contiguous();
    f.shape = DimVector(t.sizes());
    f.strides = contiguousStrides(t.sizes());
    int64_t n = t.numel();
    if (isFloatingType(t.dtype())) {
      f.kind = Kind::Floating;
      f.d.resize(n);
      TS_DISPATCH_FLOATING(t.dtype(), "print", [&] {
        const scalar_t* p = static_cast<const scalar_t*>(t.data_ptr());
        for (int64_t k = 0; k < n; ++k) f.d[k] = static_cast<double>(static_cast<opmath_t<scalar_t>>(p[k]));
      });
    } else if (isIntegralType(t.dtype(), true)) {
      f.kind = t.dtype() == ScalarType::Bool ? Kind::Boolean : Kind::Integer;
      f.i.resize(n);
      TS_DISPATCH_INTEGRAL_AND_BOOL(t.dtype(), "print", [&] {
        const scalar_t* p = static_cast<const scalar_t*>(t.data_ptr());
        for (int64_t k = 0; k < n; ++k) f.i[k] = static_cast<int64_t>(p[k]);
      });
    } else {
      throw Error(std::string("printing tensors of dtype ") + dtypeName(st) + " is not supported");
    }
    return f;
  }
  /// The real (part 0) or imaginary (part 1) values of a complex tensor.
  static FlatTensor complexPart(const Tensor& t_in, int part) {
    FlatTensor f;
    Tensor t = t_in.contiguous();
    f.kind = Kind::Floating;
    f.shape = DimVector(t.sizes());
    f.strides = contiguousStrides(t.sizes());
    int64_t n = t.numel();
    f.d.resize(n);
    if (toRealValueType(t.dtype()) == ScalarType::Double) {
      const double* p = static_cast<const double*>(t.data_ptr());
      for (int64_t k = 0; k < n; ++k) f.d[k] = p[2 * k + part];
    } else if (t.dtype() == ScalarType::ComplexHalf) {
      const Half* p = static_cast<const Half*>(t.data_ptr());
      for (int64_t k = 0; k < n; ++k) f.d[k] = static_cast<double>(static_cast<float>(p[2 * k + part]));
    } else {
      TS_CHECK(t.dtype() == ScalarType::ComplexFloat,
               std::string("printing tensors of dtype ") + dtypeName(t.dtype()) + " is not supported");
      const float* p = static_cast<const float*>(t.data_ptr());
      for (int64_t k = 0; k < n; ++k) f.d[k] = static_cast<double>(p[2 * k + part]);
    }
    return f;
  }
  double asDouble(int64_t k) const { return kind == Kind::Floating ? d[k] : static_cast<double>(i[k]); }
};

// ---- Python repr -------------------------------------------------------------------

class PyFormatter {
 public:
  PyFormatter(const FlatTensor& f, const std::vector<int64_t>& idx, const PrintOptions& o)
      : flat_(f), opts_(o) {
    floating_ = f.kind == FlatTensor::Kind::Floating;
    if (!floating_) {
      for (int64_t k : idx) max_width_ = std::max(max_width_, text(k).size());
      return;
    }
    std::vector<double> vals;
    for (int64_t k : idx) {
      double v = f.d[k];
      if (std::isfinite(v) && v != 0) vals.push_back(v);
    }
    if (!vals.empty()) analyze(vals);
    if (opts_.sci_mode >= 0) sci_mode_ = opts_.sci_mode == 1;
  }

  size_t width() const { return max_width_; }

  std::string format(int64_t k) const {
    std::string ret;
    if (floating_) {
      double v = flat_.d[k];
      if (sci_mode_) {
        ret = pyFormatSci(v, opts_.precision);
      } else if (int_mode_) {
        ret = pyFormatFixed(v, 0);
        if (std::isfinite(v)) ret += ".";
      } else {
        ret = pyFormatFixed(v, opts_.precision);
      }
    } else {
      ret = text(k);
    }
    if (ret.size() < max_width_) ret.insert(0, max_width_ - ret.size(), ' ');
    return ret;
  }

 private:
  std::string text(int64_t k) const {
    if (flat_.kind == FlatTensor::Kind::Boolean) return flat_.i[k] ? "True" : "False";
    return std::to_string(flat_.i[k]);
  }

  void analyze(const std::vector<double>& vals) {
    double mn = std::fabs(vals[0]), mx = mn;
    for (double v : vals) {
      mn = std::min(mn, std::fabs(v));
      mx = std::max(mx, std::fabs(v));
      if (v != std::ceil(v)) int_mode_ = false;
    }
    auto widen = [&](const std::string& s, size_t extra) {
      max_width_ = std::max(max_width_, s.size() + extra);
    };
    if (int_mode_) {
      if (mx / mn > 1000.0 || mx > 1.0e8) {
        sci_mode_ = true;
        for (double v : vals) widen(pyFormatSci(v, opts_.precision), 0);
      } else {
        for (double v : vals) widen(pyFormatFixed(v, 0), 1);
      }
    } else if (mx / mn > 1000.0 || mx > 1.0e8 || mn < 1.0e-4) {
      sci_mode_ = true;
      for (double v : vals) widen(pyFormatSci(v, opts_.precision), 0);
    } else {
      for (double v : vals) widen(pyFormatFixed(v, opts_.precision), 0);
    }
  }

  const FlatTensor& flat_;
  const PrintOptions& opts_;
  bool floating_ = false;
  bool int_mode_ = true;
  bool sci_mode_ = false;
  size_t max_width_ = 1;
};

struct PyPrinter {
  const FlatTensor& f;
  const PrintOptions& o;
  bool summarize;
  const PyFormatter* imag = nullptr;  ///< the imaginary parts' formatter of a complex tensor

  /// _tensor_str.py's _val_formatter: `re+imj` for complex values.
  std::string elem(const PyFormatter& fmt, int64_t k) const {
    if (!imag) return fmt.format(k);
    std::string im = imag->format(k) + "j";
    im.erase(0, im.find_first_not_of(' '));
    return fmt.format(k) + (im[0] == '+' || im[0] == '-' ? "" : "+") + im;
  }

  bool cut(int64_t size) const { return summarize && size > 2 * o.edgeitems; }

  // Element indices kept by get_summarized_data.
  void collect(int64_t base, size_t dim, std::vector<int64_t>& out) const {
    if (dim == f.shape.size()) {
      out.push_back(base);
      return;
    }
    int64_t size = f.shape[dim];
    for (int64_t i = 0; i < size; ++i) {
      if (cut(size) && i == o.edgeitems) i = size - o.edgeitems;
      collect(base + i * f.strides[dim], dim + 1, out);
    }
  }

  std::string vec(int64_t base, int64_t indent, const PyFormatter& fmt) const {
    size_t nd = f.shape.size();
    int64_t size = f.shape[nd - 1], stride = f.strides[nd - 1];
    int64_t element_length = static_cast<int64_t>(fmt.width()) + 2;
    if (imag) element_length += static_cast<int64_t>(imag->width()) + 1;
    int64_t per_line = std::max<int64_t>(1, (o.linewidth - indent) / element_length);
    std::vector<std::string> data;
    for (int64_t i = 0; i < size; ++i) {
      if (cut(size) && i == o.edgeitems) {
        data.push_back(" ...");
        i = size - o.edgeitems;
      }
      data.push_back(elem(fmt, base + i * stride));
    }
    std::string s = "[";
    for (size_t k = 0; k < data.size(); ++k) {
      if (k > 0) s += (static_cast<int64_t>(k) % per_line == 0) ? ",\n" + std::string(indent + 1, ' ') : ", ";
      s += data[k];
    }
    return s + "]";
  }

  std::string rec(int64_t base, size_t dim, int64_t indent, const PyFormatter& fmt) const {
    size_t nd = f.shape.size();
    if (nd == 0) return elem(fmt, 0);
    if (dim == nd - 1) return vec(base, indent, fmt);
    int64_t size = f.shape[dim];
    std::string sep = "," + std::string(nd - dim - 1, '\n') + std::string(indent + 1, ' ');
    std::string s = "[";
    for (int64_t i = 0; i < size; ++i) {
      if (i > 0) s += sep;
      if (cut(size) && i == o.edgeitems) {
        s += "..." + sep;
        i = size - o.edgeitems;
      }
      s += rec(base + i * f.strides[dim], dim + 1, indent + 1, fmt);
    }
    return s + "]";
  }
};

std::string tupleStr(IntArrayRef sizes) {
  std::string s = "(";
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(sizes[i]);
  }
  if (sizes.size() == 1) s += ",";
  return s + ")";
}

/// _add_suffixes; `force_newline` (sparse tensors) starts the first suffix on a new line.
std::string addSuffixes(const std::string& tensor_str, const std::vector<std::string>& suffixes,
                        int64_t indent, int linewidth, bool force_newline) {
  std::string out = tensor_str;
  size_t nl = tensor_str.rfind('\n');
  int64_t last_line_len = static_cast<int64_t>(tensor_str.size()) -
                          (nl == std::string::npos ? -1 : static_cast<int64_t>(nl)) + 1;
  for (const std::string& suffix : suffixes) {
    int64_t len = static_cast<int64_t>(suffix.size());
    if (force_newline || last_line_len + len + 2 > linewidth) {
      force_newline = false;
      out += ",\n" + std::string(indent, ' ') + suffix;
      last_line_len = indent + len;
    } else {
      out += ", " + suffix;
      last_line_len += len + 2;
    }
  }
  return out + ")";
}

/// _tensor_str: the elements of a strided tensor with some, at `indent`.
std::string tensorBody(const Tensor& t, const PrintOptions& opts, int64_t indent) {
  bool complex = isComplexType(t.dtype());
  FlatTensor flat = complex ? FlatTensor::complexPart(t, 0) : FlatTensor::from(t);
  FlatTensor imag = complex ? FlatTensor::complexPart(t, 1) : FlatTensor{};
  PyPrinter printer{flat, opts, static_cast<double>(t.numel()) > opts.threshold};
  std::vector<int64_t> idx;
  printer.collect(0, 0, idx);
  PyFormatter fmt(flat, idx, opts);
  std::optional<PyFormatter> imag_fmt;
  if (complex) printer.imag = &imag_fmt.emplace(imag, idx, opts);
  return printer.rec(0, 0, indent, fmt);
}

/// A sparse tensor's indices or values as _tensor_str.py shows them.
std::string sparseMemberBody(const Tensor& t, const PrintOptions& opts, int64_t indent) {
  if (t.numel() == 0) return "[], size=" + tupleStr(t.sizes());
  return tensorBody(t, opts, indent);
}

}  // namespace

std::string pythonRepr(const Tensor& t, const PrintOptions& opts, const std::string& name) {
  if (!t.defined()) return "None";
  if (t.impl()->isParameter()) {
    Tensor plain = t.alias();
    plain.set_requires_grad(t.requires_grad());
    return "Parameter containing:\n" + pythonRepr(plain, opts);
  }
  const std::string prefix = name + "(";
  int64_t indent = static_cast<int64_t>(prefix.size());
  std::vector<std::string> suffixes;
  ScalarType st = t.dtype();
  std::string body;
  const bool default_dtype = st == defaultFloatType() || st == defaultComplexType() || st == ScalarType::Long ||
                             st == ScalarType::Bool;
  const bool sparse = isSparse(t);
  if (sparse) {
    const SparseCoo& p = sparseParts(t, "print");
    suffixes.push_back("size=" + tupleStr(t.sizes()));
    suffixes.push_back("nnz=" + std::to_string(p.nnz()));
    if (!default_dtype) suffixes.push_back("dtype=" + dtypeName(st));
    body = "indices=tensor(" + sparseMemberBody(p.indices, opts, indent + 15) + "),\n" + std::string(indent, ' ') +
           "values=tensor(" + sparseMemberBody(p.values, opts, indent + 14) + ")";
  } else if (quant::isQuantized(t)) {
    // _tensor_str.py: the dequantized values, then the quantizer.
    const quant::Quantizer& q = quant::quantizerOf(t, "print");
    suffixes.push_back("size=" + tupleStr(t.sizes()));
    suffixes.push_back("dtype=" + dtypeName(st));
    if (q.perTensor()) {
      suffixes.push_back("quantization_scheme=torch.per_tensor_affine");
      suffixes.push_back("scale=" + pythonFloatRepr(q.scale()));
      suffixes.push_back("zero_point=" + std::to_string(q.zeroPoint()));
    } else {
      suffixes.push_back(std::string("quantization_scheme=torch.") +
                         (q.floatZeroPoints() ? "per_channel_affine_float_qparams" : "per_channel_affine"));
      suffixes.push_back("scale=" + pythonRepr(q.publicScales(), opts));
      suffixes.push_back("zero_point=" + pythonRepr(q.zero_points, opts));
      suffixes.push_back("axis=" + std::to_string(q.axis));
    }
    const std::string values = pythonRepr(quant::dequantize(t), opts);
    // The float tensor's own repr is "tensor(BODY)": keep its body.
    const size_t plain = std::string("tensor(").size();
    body = values.substr(plain, values.size() - plain - 1);
  } else if (isMeta(t)) {
    // _tensor_str.py: a meta tensor has no data to show, only its shape.
    suffixes.push_back("device='meta'");
    suffixes.push_back("size=" + tupleStr(t.sizes()));
    if (st != defaultFloatType()) suffixes.push_back("dtype=" + dtypeName(st));
    body = "...";
  } else if (t.numel() == 0) {
    if (t.dim() != 1) suffixes.push_back("size=" + tupleStr(t.sizes()));
    if (st != defaultFloatType()) suffixes.push_back("dtype=" + dtypeName(st));
    body = "[]";
  } else {
    if (!default_dtype) suffixes.push_back("dtype=" + dtypeName(st));
    body = tensorBody(t, opts, indent);
  }
  if (sparse) suffixes.push_back("layout=torch.sparse_coo");
  // _tensor_str.py: a grad_fn replaces the requires_grad suffix.
  if (const char* fn = t.grad_fn()) {
    suffixes.push_back(std::string("grad_fn=<") + fn + ">");
  } else if (t.requires_grad()) {
    suffixes.push_back("requires_grad=True");
  }
  return addSuffixes(prefix + body, suffixes, indent, opts.linewidth, sparse);
}

// ---- C++ operator<< ------------------------------------------------------------------

namespace {

// Note [Stream state]: Formatting.cpp sets the float field and precision on
// the caller's stream and never resets them between slices, so a later
// int-mode slice prints with defaultfloat but the precision (4) an earlier
// fixed-mode slice left behind. CppStream models exactly that state.
struct CppStream {
  enum class Mode { Default, Fixed, Scientific } mode = Mode::Default;
  int precision = 6;
  std::string out;

  void num(double v, int width = 0) {
    char buf[512];
    switch (mode) {
      case Mode::Default: std::snprintf(buf, sizeof buf, "%*.*g", width, precision == 0 ? 1 : precision, v); break;
      case Mode::Fixed: std::snprintf(buf, sizeof buf, "%*.*f", width, precision, v); break;
      case Mode::Scientific: std::snprintf(buf, sizeof buf, "%*.*e", width, precision, v); break;
    }
    out += buf;
  }
  void indent(int64_t n) { out.append(static_cast<size_t>(n), ' '); }
};

struct Format {
  double scale;
  int64_t sz;
};

Format printFormat(CppStream& s, const double* p, int64_t size) {
  if (size == 0) return {1., 0};
  bool int_mode = true;
  for (int64_t i = 0; i < size; ++i) {
    if (std::isfinite(p[i]) && p[i] != std::ceil(p[i])) {
      int_mode = false;
      break;
    }
  }
  int64_t offset = 0;
  while (!std::isfinite(p[offset])) {
    if (++offset == size) break;
  }
  double exp_min = 1, exp_max = 1;
  if (offset != size) {
    exp_min = std::fabs(p[offset]);
    exp_max = std::fabs(p[offset]);
    for (int64_t i = offset; i < size; ++i) {
      double z = std::fabs(p[i]);
      if (std::isfinite(z)) {
        if (z < exp_min) exp_min = z;
        if (p[i] > exp_max) exp_max = z;  // signed compare, as in ATen
      }
    }
    exp_min = exp_min != 0 ? std::floor(std::log10(exp_min)) + 1 : 1;
    exp_max = exp_max != 0 ? std::floor(std::log10(exp_max)) + 1 : 1;
  }
  double scale = 1;
  int64_t sz;
  if (int_mode) {
    if (exp_max > 9) {
      sz = 11;
      s.mode = CppStream::Mode::Scientific;
      s.precision = 4;
    } else {
      sz = static_cast<int64_t>(exp_max) + 1;
      s.mode = CppStream::Mode::Default;
    }
  } else if (exp_max - exp_min > 4) {
    sz = 11;
    if (std::fabs(exp_max) > 99 || std::fabs(exp_min) > 99) sz = sz + 1;
    s.mode = CppStream::Mode::Scientific;
    s.precision = 4;
  } else {
    if (exp_max > 5 || exp_max < 0) {
      sz = 7;
      scale = std::pow(10, exp_max - 1);
    } else {
      sz = exp_max == 0 ? 7 : static_cast<int64_t>(exp_max) + 6;
    }
    s.mode = CppStream::Mode::Fixed;
    s.precision = 4;
  }
  return {scale, sz};
}

void printScale(CppStream& s, double scale) {
  CppStream::Mode saved = s.mode;
  s.mode = CppStream::Mode::Default;
  s.num(scale);
  s.mode = saved;
  s.out += " *\n";
}

// One 2-D matrix (rows x cols, row-major at p).
void printMatrix(CppStream& s, const double* p, int64_t rows, int64_t cols, int64_t linesize,
                 int64_t indent) {
  Format f = printFormat(s, p, rows * cols);
  s.indent(indent);
  int64_t per_line = (linesize - indent) / (f.sz + 1);
  int64_t first = 0, last = -1;
  while (first < cols) {
    last = first + per_line <= cols ? first + per_line - 1 : cols - 1;
    if (per_line < cols) {
      if (first != 0) s.out += "\n";
      s.out += "Columns " + std::to_string(first + 1) + " to " + std::to_string(last + 1);
      s.indent(indent);
    }
    if (f.scale != 1) {
      printScale(s, f.scale);
      s.indent(indent);
    }
    for (int64_t l = 0; l < rows; ++l) {
      for (int64_t c = first; c <= last; ++c) {
        s.num(p[l * cols + c] / f.scale, static_cast<int>(f.sz));
        if (c == last) {
          s.out += "\n";
          if (l != rows - 1) {
            s.indent(indent);
            if (f.scale != 1) s.out += " ";
          }
        } else {
          s.out += " ";
        }
      }
    }
    first = last + 1;
  }
}

void printHigherDim(CppStream& s, const std::vector<double>& data, IntArrayRef sizes, int64_t linesize) {
  int64_t nd = static_cast<int64_t>(sizes.size());
  int64_t rows = sizes[nd - 2], cols = sizes[nd - 1];
  DimVector strides = contiguousStrides(sizes);
  DimVector counter(nd - 2, 0);
  bool start = true;
  counter[0] = -1;
  while (true) {
    bool finished = false;
    for (int64_t i = 0;; ++i) {
      counter[i] = counter[i] + 1;
      if (counter[i] >= sizes[i]) {
        if (i == nd - 3) {
          finished = true;
          break;
        }
        counter[i] = 0;
      } else {
        break;
      }
    }
    if (finished) break;
    if (!start) s.out += "\n";
    start = false;
    s.out += "(";
    int64_t offset = 0;
    for (int64_t i = 0; i < nd - 2; ++i) {
      offset += counter[i] * strides[i];
      s.out += std::to_string(counter[i] + 1) + ",";
    }
    s.out += ".,.) = \n";
    printMatrix(s, data.data() + offset, rows, cols, linesize, 1);
  }
}

}  // namespace

std::string cppPrint(const Tensor& t, int64_t linesize, bool legacy_type_name) {
  if (!t.defined()) return "[ Tensor (undefined) ]";
  if (isSparse(t)) {
    // ATen's print of a sparse tensor: its parts, then its size.
    const SparseCoo& p = sparseParts(t, "print");
    std::string size = "[";
    for (int64_t i = 0; i < t.dim(); ++i) size += (i ? ", " : "") + std::to_string(t.size(i));
    return "[ Sparse" + cppTypeString(t.dtype()) + "{}\nindices:\n" + cppPrint(p.indices, linesize) +
           "\nvalues:\n" + cppPrint(p.values, linesize) + "\nsize:\n" + size + "]\n]";
  }
  Tensor d = t.to(ScalarType::Double).contiguous();
  std::vector<double> data(static_cast<size_t>(d.numel()));
  if (d.numel() > 0) std::memcpy(data.data(), d.data_ptr(), data.size() * sizeof(double));
  CppStream s;
  std::string type = legacy_type_name ? "torch." + std::string(scalarTypeName(t.dtype())) + "Tensor"
                                      : cppTypeString(t.dtype());
  int64_t nd = d.dim();
  if (nd == 0) {
    s.num(data[0]);
    s.out += "\n[ ";
    s.out += type;
    s.out += "{}";
  } else if (nd == 1) {
    if (d.numel() > 0) {
      Format f = printFormat(s, data.data(), d.numel());
      if (f.scale != 1) printScale(s, f.scale);
      for (double v : data) {
        s.num(v / f.scale, static_cast<int>(f.sz));
        s.out += "\n";
      }
    }
    s.out += "[ ";
    s.out += type;
    s.out += "{";
    s.out += std::to_string(d.sizes()[0]);
    s.out += "}";
  } else {
    if (d.numel() > 0) {
      if (nd == 2) {
        printMatrix(s, data.data(), d.sizes()[0], d.sizes()[1], linesize, 0);
      } else {
        printHigherDim(s, data, d.sizes(), linesize);
      }
    }
    s.out += "[ ";
    s.out += type;
    s.out += "{";
    for (int64_t i = 0; i < nd; ++i) {
      if (i) s.out += ",";
      s.out += std::to_string(d.sizes()[i]);
    }
    s.out += "}";
  }
  return s.out + " ]";
}

}  // namespace ts
