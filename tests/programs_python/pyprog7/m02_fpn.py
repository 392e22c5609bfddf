# Feature Pyramid Network over an OrderedDict of features (torchvision.ops style).
from collections import OrderedDict
from typing import Dict, List, Optional, Tuple
import torch
import torch.nn.functional as F
from torch import nn, Tensor


class ExtraFPNBlock(nn.Module):
    def forward(self, results: List[Tensor], x: List[Tensor], names: List[str]) -> Tuple[List[Tensor], List[str]]:
        pass


class LastLevelMaxPool(ExtraFPNBlock):
    def forward(self, x: List[Tensor], y: List[Tensor], names: List[str]) -> Tuple[List[Tensor], List[str]]:
        names.append("pool")
        x.append(F.max_pool2d(x[-1], 1, 2, 0))
        return x, names


class FeaturePyramidNetwork(nn.Module):
    def __init__(self, in_channels_list: List[int], out_channels: int,
                 extra_blocks: Optional[ExtraFPNBlock] = None):
        super().__init__()
        self.inner_blocks = nn.ModuleList()
        self.layer_blocks = nn.ModuleList()
        for in_channels in in_channels_list:
            if in_channels == 0:
                raise ValueError("in_channels=0 is currently not supported")
            self.inner_blocks.append(nn.Conv2d(in_channels, out_channels, 1))
            self.layer_blocks.append(nn.Conv2d(out_channels, out_channels, 3, padding=1))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_uniform_(m.weight, a=1)
                nn.init.constant_(m.bias, 0)
        self.extra_blocks = extra_blocks

    def get_result_from_inner_blocks(self, x: Tensor, idx: int) -> Tensor:
        num_blocks = len(self.inner_blocks)
        if idx < 0:
            idx += num_blocks
        out = x
        for i, module in enumerate(self.inner_blocks):
            if i == idx:
                out = module(x)
        return out

    def get_result_from_layer_blocks(self, x: Tensor, idx: int) -> Tensor:
        num_blocks = len(self.layer_blocks)
        if idx < 0:
            idx += num_blocks
        out = x
        for i, module in enumerate(self.layer_blocks):
            if i == idx:
                out = module(x)
        return out

    def forward(self, x: Dict[str, Tensor]) -> Dict[str, Tensor]:
        names = list(x.keys())
        x = list(x.values())
        last_inner = self.get_result_from_inner_blocks(x[-1], -1)
        results = []
        results.append(self.get_result_from_layer_blocks(last_inner, -1))
        for idx in range(len(x) - 2, -1, -1):
            inner_lateral = self.get_result_from_inner_blocks(x[idx], idx)
            feat_shape = inner_lateral.shape[-2:]
            inner_top_down = F.interpolate(last_inner, size=feat_shape, mode="nearest")
            last_inner = inner_lateral + inner_top_down
            results.insert(0, self.get_result_from_layer_blocks(last_inner, idx))
        if self.extra_blocks is not None:
            results, names = self.extra_blocks(results, x, names)
        out = OrderedDict([(k, v) for k, v in zip(names, results)])
        return out


torch.manual_seed(1)
fpn = FeaturePyramidNetwork([4, 8, 16], 6, extra_blocks=LastLevelMaxPool())
feats = OrderedDict()
feats["feat0"] = torch.rand(1, 4, 32, 32)
feats["feat2"] = torch.rand(1, 8, 16, 16)
feats["feat3"] = torch.rand(1, 16, 8, 8)
with torch.no_grad():
    output = fpn(feats)
print(type(output).__name__)
print([(k, v.shape) for k, v in output.items()])
for k, v in output.items():
    print(f"{k:>6s} mean={v.mean().item():+.4f} max={v.max().item():.3f}")
print(isinstance(fpn.extra_blocks, ExtraFPNBlock), len(fpn.inner_blocks))
print(fpn.get_result_from_inner_blocks(feats["feat3"], -1).shape)
