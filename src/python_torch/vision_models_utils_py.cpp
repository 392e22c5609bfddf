// ===--- vision_models_utils_py.cpp - torchvision.models._utils -----------=== //
// The model builders' shared helpers. Note [No pretrained weights]: the
// builders take `weights=None` only; pretrained weights would be downloaded,
// so any other value (or the legacy pretrained=True) raises a clear error.
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kModelsUtilsPy = R"PY(
import warnings


def _resolve_weights(builder, args, weights, kwargs):
    # The legacy positional/keyword `pretrained` flag of torchvision < 0.13.
    if len(args) > 1:
        raise TypeError(f"{builder}() takes at most 1 positional argument ({len(args)} given)")
    if args:
        kwargs["pretrained"] = args[0]
    if "pretrained" in kwargs:
        pretrained = kwargs.pop("pretrained")
        warnings.warn("The parameter 'pretrained' is deprecated since 0.13 and may be removed in the future, "
                      "please use 'weights' instead.")
        if pretrained:
            weights = "DEFAULT"
    if weights is not None:
        raise RuntimeError(f"{builder}(): pretrained weights ({weights}) are not available here: "
                           "they would have to be downloaded; use weights=None")
    kwargs.pop("progress", None)
    return kwargs


def _ovewrite_named_param(kwargs, param, new_value):
    if param in kwargs:
        if kwargs[param] != new_value:
            raise ValueError(f"The parameter '{param}' expected value {new_value} but got {kwargs[param]} instead.")
    else:
        kwargs[param] = new_value


def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    # Rounding down must not lose more than 10%.
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v
)PY";

}  // namespace

const char* visionModelsUtilsSource() { return kModelsUtilsPy; }

}  // namespace ts::py
