// ===--- vision_sources.h - torchvision's Python-level sources ------------=== //
// Python source run by the evaluator when a torchvision module is first
// imported (vision_install.cpp). `import torch` never runs any of it.
#pragma once

namespace ts::py {

/// torchvision.models._utils: the weights argument (no pretrained weights here), _make_divisible.
const char* visionModelsUtilsSource();
/// torchvision.models.resnet: BasicBlock, Bottleneck, ResNet, resnet18/34/50/101/152.
const char* visionResnetSource();
/// torchvision.models.vgg and torchvision.models.alexnet.
const char* visionVggSource();
const char* visionAlexnetSource();
/// torchvision.models.squeezenet: Fire, SqueezeNet, squeezenet1_0/1_1.
const char* visionSqueezenetSource();
/// torchvision.models.mobilenetv2: InvertedResidual, MobileNetV2, mobilenet_v2.
const char* visionMobilenetV2Source();
/// torchvision.models.mobilenetv3: MobileNetV3, mobilenet_v3_small/large.
const char* visionMobilenetV3Source();
/// torchvision.models.shufflenetv2: ShuffleNetV2, shufflenet_v2_x0_5/x1_0/x1_5/x2_0.
const char* visionShufflenetSource();
/// torchvision.models.efficientnet: EfficientNet B0-B7 and V2 S/M/L.
const char* visionEfficientnetSource();
/// torchvision.models.densenet: DenseNet, densenet121/161/169/201.
const char* visionDensenetSource();
/// torchvision.models.googlenet / inception (v3) / convnext / regnet /
/// vision_transformer / swin_transformer / mnasnet / maxvit.
const char* visionGooglenetSource();
const char* visionInceptionSource();
const char* visionConvnextSource();
const char* visionRegnetSource();
const char* visionVitSource();
const char* visionSwinSource();
const char* visionMnasnetSource();
const char* visionMaxvitSource();
/// torchvision.models.feature_extraction: create_feature_extractor, get_graph_node_names.
const char* visionFeatureExtractionSource();
/// torchvision.ops.misc: ConvNormActivation, Conv2dNormActivation, FrozenBatchNorm2d, ...
const char* visionOpsMiscSource();
/// torchvision.ops.boxes: nms, batched_nms, box_iou, box_area, box_convert, ...
const char* visionOpsBoxesSource();
/// torchvision.ops._box_losses: generalized/distance/complete_box_iou_loss.
const char* visionBoxLossesSource();
/// torchvision.ops.focal_loss / .stochastic_depth / .roi_align.
const char* visionOpsFocalLossSource();
const char* visionOpsStochasticDepthSource();
const char* visionOpsRoiAlignSource();
const char* visionOpsRoiPoolSource();
/// torchvision.transforms.functional and torchvision.transforms (tensor inputs).
const char* visionTransformsFunctionalSource();
const char* visionTransformsSource();
/// torchvision.transforms._color: adjust_brightness/contrast/saturation/hue/gamma, invert, gaussian_blur.
const char* visionTransformsColorSource();
/// torchvision.utils: make_grid.
const char* visionUtilsSource();

}  // namespace ts::py
