// ===--- vision_install.cpp - torchvision at the Python level -------------=== //
// Registers torchvision 0.14.1's Python-level subset: models (ResNet, VGG,
// AlexNet, SqueezeNet, MobileNetV2/V3, ShuffleNetV2, EfficientNet,
// DenseNet, GoogLeNet, Inception3, ConvNeXt, RegNet, VisionTransformer,
// SwinTransformer, MNASNet, MaxVit), ops (boxes, misc, losses, roi_align,
// roi_pool), transforms on tensors and utils.make_grid. Each module runs its source (vision_sources.h)
// when first imported; the packages re-export the public names as
// torchvision's __init__.py files do.
#include "python_torch/vision_install.h"

#include "python/interp.h"
#include "python/interpreter_impl.h"
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

// The Debian build the reference runs reports "0.14.1a0".
const char* kVisionInitPy = R"PY(
__version__ = "0.14.1a0"
from torchvision import models, ops, transforms, utils

_image_backend = "PIL"
_video_backend = "pyav"


def get_image_backend():
    return _image_backend


def set_image_backend(backend):
    global _image_backend
    if backend not in ["PIL", "accimage"]:
        raise ValueError(f"Invalid backend '{backend}'. Options are 'PIL' and 'accimage'")
    _image_backend = backend


def get_video_backend():
    return _video_backend


def _is_tracing():
    import torch
    return torch._C._get_tracing_state()
)PY";

const char* kModelsInitPy = R"PY(
import torchvision.models.alexnet as _alexnet_module
import torchvision.models.convnext as _convnext_module
import torchvision.models.densenet as _densenet_module
import torchvision.models.efficientnet as _efficientnet_module
import torchvision.models.googlenet as _googlenet_module
import torchvision.models.inception as _inception_module
import torchvision.models.maxvit as _maxvit_module
import torchvision.models.mnasnet as _mnasnet_module
import torchvision.models.mobilenetv2 as _mobilenetv2_module
import torchvision.models.mobilenetv3 as _mobilenetv3_module
import torchvision.models.regnet as _regnet_module
import torchvision.models.resnet as _resnet_module
import torchvision.models.shufflenetv2 as _shufflenetv2_module
import torchvision.models.squeezenet as _squeezenet_module
import torchvision.models.swin_transformer as _swin_transformer_module
import torchvision.models.vgg as _vgg_module
import torchvision.models.vision_transformer as _vision_transformer_module
from torchvision.models.alexnet import *
from torchvision.models.convnext import *
from torchvision.models.densenet import *
from torchvision.models.efficientnet import *
from torchvision.models.googlenet import *
from torchvision.models.inception import *
from torchvision.models.maxvit import *
from torchvision.models.mnasnet import *
from torchvision.models.mobilenetv2 import *
from torchvision.models.mobilenetv3 import *
from torchvision.models.regnet import *
from torchvision.models.resnet import *
from torchvision.models.shufflenetv2 import *
from torchvision.models.squeezenet import *
from torchvision.models.swin_transformer import *
from torchvision.models.vgg import *
from torchvision.models.vision_transformer import *

# torchvision.models._api's registry, over the builders defined here.
BUILTIN_MODELS = {}
for _module in (_alexnet_module, _convnext_module, _densenet_module, _efficientnet_module, _googlenet_module,
               _inception_module, _maxvit_module, _mnasnet_module, _mobilenetv2_module, _mobilenetv3_module, _regnet_module,
               _resnet_module, _shufflenetv2_module, _squeezenet_module, _swin_transformer_module,
               _vgg_module, _vision_transformer_module):
    for _name in _module.__all__:
        if _name[0].islower():
            BUILTIN_MODELS[_name] = getattr(_module, _name)
del _module, _name


def list_models(module=None):
    return sorted(k for k, v in BUILTIN_MODELS.items()
                  if module is None or v.__module__.rsplit(".", 1)[0] == module.__name__)


def get_model_builder(name):
    name = name.lower()
    if name not in BUILTIN_MODELS:
        raise ValueError(f"Unknown model {name}")
    return BUILTIN_MODELS[name]


def get_model(name, **config):
    return get_model_builder(name)(**config)
)PY";

const char* kOpsInitPy = R"PY(
from torchvision.ops.boxes import (batched_nms, box_area, box_convert, box_iou, clip_boxes_to_image,
                                   complete_box_iou, distance_box_iou, generalized_box_iou, masks_to_boxes, nms,
                                   remove_small_boxes)
from torchvision.ops.focal_loss import sigmoid_focal_loss
from torchvision.ops._box_losses import complete_box_iou_loss, distance_box_iou_loss, generalized_box_iou_loss
from torchvision.ops.misc import (Conv2dNormActivation, Conv3dNormActivation, FrozenBatchNorm2d, MLP, Permute,
                                  SqueezeExcitation)
from torchvision.ops.roi_align import roi_align, RoIAlign
from torchvision.ops.roi_pool import roi_pool, RoIPool
from torchvision.ops.stochastic_depth import stochastic_depth, StochasticDepth
)PY";

const char* visionInitSource() { return kVisionInitPy; }
const char* modelsInitSource() { return kModelsInitPy; }
const char* opsInitSource() { return kOpsInitPy; }

// torchvision's one-function loss modules, over the shared _box_losses.
const char* giouLossSource() { return "from torchvision.ops._box_losses import generalized_box_iou_loss\n"; }
const char* diouLossSource() { return "from torchvision.ops._box_losses import distance_box_iou_loss, _diou_iou_loss\n"; }
const char* ciouLossSource() { return "from torchvision.ops._box_losses import complete_box_iou_loss\n"; }

template <const char* (*Source)()>
void initSource(Interp& in, PyModule& m) {
  runSourceModule(in, m, m.name, Source());
}

}  // namespace

void registerVision(Interp& in) {
  in.registerModule("torchvision", initSource<visionInitSource>);
  in.registerModule("torchvision.models", initSource<modelsInitSource>);
  in.registerModule("torchvision.models._utils", initSource<visionModelsUtilsSource>);
  in.registerModule("torchvision.models.resnet", initSource<visionResnetSource>);
  in.registerModule("torchvision.models.vgg", initSource<visionVggSource>);
  in.registerModule("torchvision.models.alexnet", initSource<visionAlexnetSource>);
  in.registerModule("torchvision.models.squeezenet", initSource<visionSqueezenetSource>);
  in.registerModule("torchvision.models.mobilenetv2", initSource<visionMobilenetV2Source>);
  in.registerModule("torchvision.models.mobilenetv3", initSource<visionMobilenetV3Source>);
  in.registerModule("torchvision.models.shufflenetv2", initSource<visionShufflenetSource>);
  in.registerModule("torchvision.models.efficientnet", initSource<visionEfficientnetSource>);
  in.registerModule("torchvision.models.densenet", initSource<visionDensenetSource>);
  in.registerModule("torchvision.models.googlenet", initSource<visionGooglenetSource>);
  in.registerModule("torchvision.models.inception", initSource<visionInceptionSource>);
  in.registerModule("torchvision.models.convnext", initSource<visionConvnextSource>);
  in.registerModule("torchvision.models.regnet", initSource<visionRegnetSource>);
  in.registerModule("torchvision.models.vision_transformer", initSource<visionVitSource>);
  in.registerModule("torchvision.models.swin_transformer", initSource<visionSwinSource>);
  in.registerModule("torchvision.models.mnasnet", initSource<visionMnasnetSource>);
  in.registerModule("torchvision.models.maxvit", initSource<visionMaxvitSource>);
  in.registerModule("torchvision.models.feature_extraction", initSource<visionFeatureExtractionSource>);
  in.registerModule("torchvision.ops", initSource<opsInitSource>);
  in.registerModule("torchvision.ops.misc", initSource<visionOpsMiscSource>);
  in.registerModule("torchvision.ops.boxes", initSource<visionOpsBoxesSource>);
  in.registerModule("torchvision.ops._box_losses", initSource<visionBoxLossesSource>);
  in.registerModule("torchvision.ops.giou_loss", initSource<giouLossSource>);
  in.registerModule("torchvision.ops.diou_loss", initSource<diouLossSource>);
  in.registerModule("torchvision.ops.ciou_loss", initSource<ciouLossSource>);
  in.registerModule("torchvision.ops.focal_loss", initSource<visionOpsFocalLossSource>);
  in.registerModule("torchvision.ops.stochastic_depth", initSource<visionOpsStochasticDepthSource>);
  in.registerModule("torchvision.ops.roi_align", initSource<visionOpsRoiAlignSource>);
  in.registerModule("torchvision.ops.roi_pool", initSource<visionOpsRoiPoolSource>);
  in.registerModule("torchvision.transforms", initSource<visionTransformsSource>);
  in.registerModule("torchvision.transforms.functional", initSource<visionTransformsFunctionalSource>);
  in.registerModule("torchvision.transforms._color", initSource<visionTransformsColorSource>);
  in.registerModule("torchvision.utils", initSource<visionUtilsSource>);
}

}  // namespace ts::py
