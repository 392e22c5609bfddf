# A ninth .pt zoo ("z9_"), held-out style, of ground zoo..zoo8 lack:
# torchvision nets in configurations the earlier zoos do not build (dilated
# reduced-tail MobileNetV3, EfficientNetV2 fused blocks, RegNet with SE,
# ViT with a conv stem and a representation layer, tiny ShuffleNetV2 and
# DenseNet, Fire modules), the detection heads (RetinaNet, FCOS, SSDLite)
# on feature lists, torchvision.ops layers; traces with data-dependent
# control flow frozen in and dict inputs; optimize_for_inference of a
# module not yet frozen ("oinf"); interfaces in a ModuleDict, script-class
# attributes holding class objects, Union/Optional attributes, NamedTuples
# with defaults, @ignore/@unused methods and Final constants; parameters
# and buffers of every dtype, non-contiguous, expanded and shared-storage
# tensors, tied weights; and files written by torch.save (state_dicts,
# nested containers, Parameters, the legacy non-zip format) read back with
# torch.load ("z9_tsave_", zoo_check.py's TORCH_SAVE_PREFIX).
#   /usr/bin/python3 generate_zoo9.py zoo9            small fixtures (committed)
#   [--only a,b]                                      just fixtures z9_a_*, z9_b_*
# Then ZOO_DIR=zoo9 ZOO_NAMES=$(/usr/bin/python3 generate_zoo9.py --names)
# OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py > zoo9_expected.txt.
# Random init throughout; each fixture is seeded on its own.
import collections
import functools
import os
import sys
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple, Union

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision
from torchvision.models import efficientnet, mobilenetv3, regnet, vision_transformer
from torchvision.models.densenet import DenseNet
from torchvision.models.detection.fcos import FCOSHead
from torchvision.models.detection.retinanet import RetinaNetHead
from torchvision.models.detection.ssdlite import SSDLiteHead
from torchvision.models.shufflenetv2 import ShuffleNetV2
from torchvision.models.squeezenet import Fire

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 100_000
ONLY: List[str] = []
ST = ("script", "trace", "frozen")
SF = ("script", "frozen")


def make_kind(model, kind, example, preserved):
    if kind == "script":
        return torch.jit.script(model)
    if kind == "trace":
        return torch.jit.trace(model, example, check_trace=True, strict=False)
    if kind == "frozen":
        return torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
    if kind == "tfrozen":  # frozen after tracing
        return torch.jit.freeze(torch.jit.trace(model, example, check_trace=False, strict=False))
    if kind == "optimized":  # optimize_for_inference of an already frozen module
        return torch.jit.optimize_for_inference(torch.jit.freeze(torch.jit.script(model)))
    if kind == "lite":  # scripted, saved for the lite interpreter
        return torch.jit.script(model)
    if kind == "oinf":  # optimize_for_inference freezes a scripted module itself
        return torch.jit.optimize_for_inference(torch.jit.script(model))
    raise ValueError(kind)


def save(directory: str, base: str, make, kinds=ST, seed: int = 0, train: bool = False, preserved=(),
         extra=None):
    """Saves make() (seeded, eval mode unless `train`) every way in
    `kinds`; a kind PyTorch itself cannot make or reload is reported and
    left out."""
    if ONLY and base not in ONLY:
        return
    torch.manual_seed(seed)
    model = make().train(train)
    example = tuple(make_input(s) for s in INPUTS["z9_" + base + "_" + kinds[0]])
    for kind in kinds:
        path = os.path.join(directory, "z9_" + base + "_" + kind + ".pt")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                m = make_kind(model, kind, example, preserved)
            if kind == "lite":
                m._save_for_lite_interpreter(path)
            else:
                torch.jit.save(m, path, _extra_files=extra or {})
            torch.jit.load(path)
            if os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), os.path.getsize(path), file=sys.stderr)
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


def randomize_bn(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.modules.batchnorm._BatchNorm):
            m.running_mean.uniform_(-0.2, 0.2)
            m.running_var.uniform_(0.5, 1.5)
            if m.affine:
                m.weight.data.uniform_(0.5, 1.5)
                m.bias.data.uniform_(-0.3, 0.3)
    return model


# ---- torchvision nets in new configurations ---------------------------- #

def mnv3_dilated():
    setting, last = mobilenetv3._mobilenet_v3_conf("mobilenet_v3_small", width_mult=0.1, reduced_tail=True,
                                                   dilated=True)
    return randomize_bn(mobilenetv3.MobileNetV3(setting, 32, num_classes=4))


def effnet_v2_tiny():
    setting = [efficientnet.FusedMBConvConfig(1, 3, 1, 8, 8, 1), efficientnet.FusedMBConvConfig(4, 3, 2, 8, 16, 2),
               efficientnet.MBConvConfig(4, 3, 2, 16, 16, 1), efficientnet.MBConvConfig(6, 3, 1, 16, 24, 1)]
    return randomize_bn(efficientnet.EfficientNet(setting, dropout=0.2, stochastic_depth_prob=0.2, num_classes=3,
                                                  last_channel=24))


def regnet_se():
    params = regnet.BlockParams.from_init_params(depth=3, w_0=8, w_a=8.0, w_m=2.0, group_width=4, se_ratio=0.25)
    return randomize_bn(regnet.RegNet(params, num_classes=3, stem_width=8))


def vit_stem():
    stems = [vision_transformer.ConvStemConfig(4, 3, 2), vision_transformer.ConvStemConfig(6, 3, 2)]
    return vision_transformer.VisionTransformer(image_size=16, patch_size=4, num_layers=2, num_heads=2,
                                                hidden_dim=8, mlp_dim=16, num_classes=3, representation_size=6,
                                                conv_stem_configs=stems)


def shufflenet_tiny():
    return randomize_bn(ShuffleNetV2([1, 1, 1], [8, 8, 16, 16, 24], num_classes=5))


def densenet_tiny():
    return randomize_bn(DenseNet(growth_rate=4, block_config=(2, 2), num_init_features=8, bn_size=2, num_classes=3))


class FireNet(nn.Module):
    """SqueezeNet's Fire modules with ceil-mode pooling and a conv classifier."""

    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2), nn.ReLU(inplace=True),
                                      nn.MaxPool2d(3, 2, ceil_mode=True), Fire(8, 4, 6, 6), Fire(12, 4, 8, 8))
        self.classifier = nn.Sequential(nn.Dropout(0.5), nn.Conv2d(16, 3, 1), nn.ReLU(inplace=True),
                                        nn.AdaptiveAvgPool2d((1, 1)))

    def forward(self, x):
        return torch.flatten(self.classifier(self.features(x)), 1)


class DetHeads(nn.Module):
    """RetinaNet's head over a list of feature maps."""

    def __init__(self):
        super().__init__()
        self.retina = RetinaNetHead(8, 3, 4)

    def forward(self, feats: List[torch.Tensor]):
        r = self.retina(feats)
        return r["cls_logits"], r["bbox_regression"]


class FcosHead(nn.Module):
    """FCOS's head (GroupNorm of 32 groups) after a 1x1 widening conv."""

    def __init__(self):
        super().__init__()
        self.widen = nn.Conv2d(8, 32, 1)
        self.fcos = FCOSHead(32, 1, 4, num_convs=1)

    def forward(self, feats: List[torch.Tensor]) -> Dict[str, torch.Tensor]:
        return self.fcos([self.widen(f) for f in feats])


class SsdHead(nn.Module):
    def __init__(self):
        super().__init__()
        norm = functools.partial(nn.BatchNorm2d, eps=0.001, momentum=0.03)
        self.head = randomize_bn(SSDLiteHead([8, 6], [2, 3], 3, norm))

    def forward(self, feats: List[torch.Tensor]) -> Dict[str, torch.Tensor]:
        return self.head(feats)


class VisionOps(nn.Module):
    """torchvision.ops layers: FrozenBatchNorm2d, SqueezeExcitation,
    StochasticDepth (identity in eval), MLP, Permute,
    Conv3dNormActivation. (DropBlock2d does not script in 0.14.)"""

    def __init__(self):
        super().__init__()
        ops = torchvision.ops
        self.fbn = ops.FrozenBatchNorm2d(3)
        self.fbn.weight.uniform_(0.5, 1.5)
        self.fbn.running_var.uniform_(0.5, 1.5)
        self.se = ops.SqueezeExcitation(3, 2)
        self.sd = ops.StochasticDepth(0.3, "row")
        self.mlp = ops.MLP(6, [8, 4], norm_layer=nn.LayerNorm, dropout=0.1)
        self.perm = ops.Permute([0, 2, 3, 1])
        self.c3 = randomize_bn(ops.Conv3dNormActivation(1, 2, 3, activation_layer=nn.Hardswish))

    def forward(self, x):
        y = self.sd(self.se(self.fbn(x)))
        p = self.perm(y)
        m = self.mlp(p.reshape(p.size(0), p.size(1), -1)[..., :6])
        v = self.c3(x.unsqueeze(1))
        return y, m, v


def vision(directory: str):
    save(directory, "mnv3_dilated", mnv3_dilated, kinds=("script", "trace", "optimized", "tfrozen"), seed=1)
    save(directory, "effnet_v2", effnet_v2_tiny, kinds=("script", "trace", "frozen", "oinf"), seed=2)
    save(directory, "regnet_se", regnet_se, kinds=("script", "trace", "frozen", "optimized"), seed=3)
    save(directory, "vit_stem", vit_stem, kinds=("script", "trace", "frozen", "tfrozen"), seed=4)
    save(directory, "shufflenet", shufflenet_tiny, kinds=("script", "trace", "frozen", "oinf"), seed=5)
    save(directory, "densenet", densenet_tiny, kinds=("script", "trace", "tfrozen", "optimized"), seed=6)
    save(directory, "firenet", FireNet, kinds=("script", "trace", "frozen"), seed=7)
    save(directory, "det_heads", DetHeads, kinds=("script", "trace", "frozen"), seed=8)
    save(directory, "fcos_head", FcosHead, kinds=("script", "frozen"), seed=11)
    save(directory, "ssd_head", SsdHead, kinds=("script", "frozen", "optimized"), seed=9)
    save(directory, "vision_ops", VisionOps, kinds=("script", "trace", "frozen", "oinf"), seed=10)


# ---- traces and inference optimization --------------------------------- #

class TraceControl(nn.Module):
    """Data-dependent branches, Python loops over sizes and .item() values:
    a trace records the path its example took, as constants."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        y = self.lin(x)
        if y.sum() > 0:
            y = y * 2
        else:
            y = y - 1
        steps = int(x.abs().sum().item()) % 3 + 1
        for _ in range(steps):
            y = torch.tanh(y) + x
        rows = [y[i] * (i + 1) for i in range(x.size(0))]
        return torch.stack(rows), y.mean() * steps


class TraceDictIn(nn.Module):
    """A trace taking a dict and returning a list and a dict."""

    def __init__(self):
        super().__init__()
        self.a = nn.Linear(3, 2)
        self.b = nn.Linear(3, 2)

    def forward(self, d: Dict[str, torch.Tensor]):
        ya = self.a(d["a"])
        yb = self.b(d["b"])
        return [ya, yb, ya + yb.sum(0)], {"prod": ya * yb.mean(), "cat": torch.cat([ya, yb], 0)}


class FoldNet(nn.Module):
    """conv-bn-relu, conv-add-relu, linear-bn1d, dropout and a
    preserved exported method, for optimize_for_inference."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 6, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(6)
        self.c2 = nn.Conv2d(6, 6, 1)
        self.b2 = nn.BatchNorm2d(6)
        self.drop = nn.Dropout(0.3)
        self.fc = nn.Linear(6, 5)
        self.bn = nn.BatchNorm1d(5)
        self.scale = 0.5
        randomize_bn(self)

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = F.relu(self.b2(self.c2(y)) + y)
        y = self.drop(y).mean((2, 3))
        return self.bn(self.fc(y)), F.hardsigmoid(y)

    @torch.jit.export
    def scaled(self, x):
        return self.forward(x)[0] * self.scale


def traces(directory: str):
    save(directory, "trace_control", TraceControl, kinds=("trace", "tfrozen"), seed=20)
    save(directory, "trace_dict_in", TraceDictIn, kinds=("trace", "tfrozen", "script"), seed=21)
    save(directory, "foldnet", FoldNet, kinds=("frozen", "optimized", "oinf", "script"), seed=22,
         preserved=("scaled",))


# ---- script features --------------------------------------------------- #

@torch.jit.interface
class Scorer(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass

    def name(self) -> str:
        pass


class Doubler(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2

    @torch.jit.export
    def name(self) -> str:
        return "double"


class Projector(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x)

    @torch.jit.export
    def name(self) -> str:
        return "proj"


class InterfaceDict(nn.Module):
    """Interface-typed attributes in a ModuleDict, picked by key, and a
    ModuleList iterated through the interface."""

    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict({"d": Doubler(), "p": Projector()})
        self.chain = nn.ModuleList([Projector(), Doubler()])
        self.chosen: Scorer = Projector()

    def forward(self, x):
        outs: Dict[str, torch.Tensor] = {}
        names: List[str] = []
        for key, head in self.heads.items():
            s: Scorer = head
            outs[key] = s.forward(x)
            names.append(s.name())
        y = x
        for m in self.chain:
            y = m(y)
        picked: Scorer = self.heads["p"]
        return outs, names, y + picked.forward(x), self.chosen.name(), self.chosen(x)


@torch.jit.script
class Leaf9:
    def __init__(self, value: torch.Tensor, label: str):
        self.value = value
        self.label = label


@torch.jit.script
class Node9:
    def __init__(self, value: torch.Tensor, label: str):
        self.value = value
        self.label = label
        self.children: List[Leaf9] = []

    def add(self, child: Leaf9):
        self.children.append(child)

    def total(self) -> torch.Tensor:
        out = self.value.clone()
        for c in self.children:
            out = out + c.value
        return out

    def __len__(self) -> int:
        return len(self.children)


@torch.jit.script
class Registry9:
    def __init__(self):
        self.items: Dict[str, Node9] = {}
        self.order: List[str] = []

    def put(self, n: Node9):
        self.items[n.label] = n
        self.order.append(n.label)

    def __getitem__(self, k: str) -> Node9:
        return self.items[k]

    def __contains__(self, k: str) -> bool:
        return k in self.items


class ClassAttrs(nn.Module):
    """Script-class objects as attributes: a tree, a registry of them, a
    list of them; methods that build and mutate them."""

    def __init__(self):
        super().__init__()
        root = Leaf9(torch.ones(4), "root")
        self.root = root
        self.reg = Registry9()
        self.reg.put(Node9(torch.full([4], 0.5), "half"))
        self.nodes: List[Node9] = [Node9(torch.randn(4), "r0"), Node9(torch.randn(4), "r1")]

    def forward(self, x):
        tree = Node9(x[0], "x0")
        tree.add(Leaf9(x[1], "x1"))
        tree.add(self.root)
        y = tree.total() + self.reg["half"].value
        labels = [n.label for n in self.nodes]
        z = torch.stack([n.value for n in self.nodes]) @ x.t()
        return y, z, len(tree), labels, "half" in self.reg, "none" in self.reg


class Pair9(NamedTuple):
    score: torch.Tensor
    index: int = 0
    tag: str = "none"


class UnionOptional(nn.Module):
    """Optional and Union attributes refined in the method, NamedTuples
    with defaults, Optional outputs."""

    def __init__(self):
        super().__init__()
        self.maybe_t: Optional[torch.Tensor] = torch.tensor([1.0, -1.0, 2.0])
        self.maybe_n: Optional[int] = None
        self.key: Union[int, str] = "k"
        self.val: Union[float, torch.Tensor] = 0.25
        self.lin = nn.Linear(3, 3)

    def pick(self, u: Union[int, str]) -> str:
        if isinstance(u, int):
            return "int:" + str(u)
        return "str:" + u

    def forward(self, x) -> Tuple[List[Pair9], Optional[torch.Tensor], Optional[int], str, str, torch.Tensor]:
        y = self.lin(x)
        t = self.maybe_t
        if t is not None:
            y = y * t
        n = self.maybe_n
        v = self.val
        if isinstance(v, float):
            y = y + v
        else:
            y = y + v.sum()
        pairs = [Pair9(y[0]), Pair9(y[1], 1), Pair9(y.sum(), 2, "sum")]
        none_t: Optional[torch.Tensor] = None
        if n is not None:
            none_t = y
        return pairs, none_t, n, self.pick(self.key), self.pick(3), y


class Ignored(nn.Module):
    """@ignore (a Python-only path the file does not hold), @unused (a
    stub that raises), Final and __constants__ constants."""

    __constants__ = ["mode"]
    depth: torch.jit.Final[int]

    def __init__(self):
        super().__init__()
        self.mode = "sum"
        self.depth = 3
        self.lin = nn.Linear(4, 4)

    @torch.jit.unused
    def debug(self, x):
        import numpy  # noqa: F401 - never compiled
        return x

    @torch.jit.ignore
    def python_only(self, x: torch.Tensor) -> torch.Tensor:
        return x.numpy()

    def forward(self, x):
        y = x
        for _ in range(self.depth):
            y = torch.relu(self.lin(y))
        if self.training:
            y = self.debug(y)
        if torch.jit.is_scripting():
            tag = "scripted"
        else:
            tag = "eager"
        s = y.sum(1) if self.mode == "sum" else y.mean(1)
        return s, tag, self.depth, torch.jit.annotate(List[int], [])


def script_features(directory: str):
    save(directory, "interface_dict", InterfaceDict, kinds=SF + ("lite",), seed=30)
    save(directory, "class_attrs", ClassAttrs, kinds=SF + ("lite",), seed=31)
    save(directory, "union_optional", UnionOptional, kinds=SF + ("lite",), seed=32)
    save(directory, "ignored", Ignored, kinds=SF, seed=33,
         extra={"meta.json": '{"name": "ignored", "v": 2}', "notes/readme.txt": "z9"})


# ---- tensor storage ---------------------------------------------------- #

class DtypeParams(nn.Module):
    """Parameters of bf16, half, complex64, float64; buffers of int8,
    uint8, int16, int32, bool and complex128."""

    def __init__(self):
        super().__init__()
        self.w_bf16 = nn.Parameter(torch.randn(4).bfloat16())
        self.w_half = nn.Parameter(torch.randn(4).half())
        self.w_c64 = nn.Parameter(torch.randn(4, dtype=torch.complex64))
        self.w_f64 = nn.Parameter(torch.randn(4, dtype=torch.float64))
        self.register_buffer("b_i8", torch.tensor([-128, -1, 7, 127], dtype=torch.int8))
        self.register_buffer("b_u8", torch.tensor([0, 3, 200, 255], dtype=torch.uint8))
        self.register_buffer("b_i16", torch.tensor([-30000, 2, 3, 30000], dtype=torch.int16))
        self.register_buffer("b_i32", torch.tensor([1, -2, 3, -4], dtype=torch.int32))
        self.register_buffer("b_bool", torch.tensor([True, False, True, True]))
        self.register_buffer("b_c128", torch.randn(4, dtype=torch.complex128))

    def forward(self, x):
        a = x * self.w_bf16.float() + self.w_half.float()
        c = (x.to(torch.complex64) * self.w_c64).abs()
        d = x.double() * self.w_f64
        ints = self.b_i8.int() + self.b_u8.int() * 2 + self.b_i16.int() - self.b_i32
        masked = torch.where(self.b_bool, x, -x)
        cc = self.b_c128 * 2
        return (a, c, d, ints, masked, torch.view_as_real(cc), self.w_bf16 * 3, self.w_half + 1,
                self.b_u8 + self.b_u8)


class SharedStorage(nn.Module):
    """Buffers that are views of one storage at offsets, a strided slice,
    an expanded (stride 0) tensor, a transposed parameter, and tied
    weights: the file keeps one storage for each group."""

    def __init__(self):
        super().__init__()
        base = torch.randn(20)
        self.register_buffer("head", base[0:4])
        self.register_buffer("grid", base[4:16].view(3, 4))
        self.register_buffer("every_other", base[::2])
        self.register_buffer("row", torch.randn(1, 4).expand(3, 4))
        self.wt = nn.Parameter(torch.randn(4, 4).t())
        self.enc = nn.Linear(4, 4, bias=False)
        self.dec = nn.Linear(4, 4, bias=False)
        self.dec.weight = self.enc.weight

    def forward(self, x):
        y = self.dec(self.enc(x)) + self.head
        z = x @ self.wt + self.grid[1] + self.row[2]
        return y, z, self.every_other.sum(), torch.tensor([self.every_other.stride(0), self.row.stride(0),
                                                           self.wt.stride(0), int(self.grid.is_contiguous())])


class InplaceViews(nn.Module):
    """Writes through views of a buffer: later reads see them."""

    def __init__(self):
        super().__init__()
        self.register_buffer("acc", torch.zeros(3, 4))

    def forward(self, x):
        acc = self.acc.clone()
        col = acc[:, 1]
        col.add_(x[:, 0])
        acc.t()[2].copy_(x[:, 1])
        d = acc.diagonal()
        d.mul_(-1)
        flat = acc.view(-1)
        flat[::5] += 1
        return acc, col, d


def tensors(directory: str):
    save(directory, "dtype_params", DtypeParams, kinds=("script", "trace", "frozen"), seed=40)
    save(directory, "shared_storage", SharedStorage, kinds=("script", "trace", "frozen"), seed=41)
    save(directory, "inplace_views", InplaceViews, kinds=("script", "trace", "frozen"), seed=42)


# ---- more operators and layers ---------------------------------------- #

class Factories(nn.Module):
    """Tensor factories, sorting and searching in script."""

    def forward(self, x):
        n = x.size(1)
        z = torch.zeros_like(x) + torch.full([n], 0.5) + torch.arange(n, dtype=torch.float32)
        e = torch.eye(n)[: x.size(0)] + torch.linspace(-1, 1, n)
        tri = torch.tril(torch.ones(n, n), -1) - torch.triu(x.new_ones(n, n), 1)
        gx, gy = torch.meshgrid(torch.arange(2), torch.arange(3), indexing="ij")
        hot = F.one_hot(torch.tensor([0, 2, 1]), 4)
        vals, idx = torch.sort(x, dim=1, descending=True)
        top, tidx = torch.topk(x.flatten(), 3)
        u, counts = torch.unique(torch.tensor([3, 1, 3, 2, 1, 3]), return_counts=True)
        edges = torch.tensor([-0.5, 0.0, 0.5])
        buckets = torch.bucketize(x, edges)
        ss = torch.searchsorted(edges, x.flatten()[:4].contiguous())
        return (z, e, tri, gx * 3 + gy, hot, vals, idx, top, tidx, u, counts, buckets, ss,
                torch.cumsum(x, 1), torch.cumprod(x[:, :3], 0), torch.bincount(torch.tensor([0, 2, 2, 5])),
                torch.argsort(x, 0))


class TensorOps9(nn.Module):
    """Index and combine ops: einsum, baddbmm, addcmul, lerp, scatter_add,
    gather, index_add, take_along_dim, roll, rot90, repeat_interleave,
    unfold, split with sizes, masked_fill, clamp by tensors."""

    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4, 3))

    def forward(self, x):
        a = torch.einsum("ij,jk->ik", x, self.w)
        b = torch.baddbmm(torch.ones(1, 3, 3), a.t().unsqueeze(0), a.unsqueeze(0), beta=0.5, alpha=2.0)
        c = torch.addcmul(x, x, x.flip(0), value=0.3).lerp(x.roll(1, 0), 0.25)
        idx = torch.tensor([[0, 1, 2, 0], [2, 2, 1, 0], [1, 0, 0, 2]])
        sa = torch.zeros(3, 4).scatter_add(0, idx, x)
        g = torch.gather(x, 0, idx)
        ia = torch.zeros(5, 4).index_add(0, torch.tensor([4, 0, 4]), x)
        tad = torch.take_along_dim(x, x.argmax(1, keepdim=True), 1)
        r = torch.rot90(x, 1, [0, 1])
        ri = torch.repeat_interleave(x[:, 0], torch.tensor([1, 0, 2]))
        uf = x.unfold(1, 2, 1)
        p1, p2 = torch.split(x, [1, 3], 1)
        mf = x.masked_fill(x > 0.5, -1.0)
        cl = torch.clamp(x, min=x.mean(0), max=x.mean(0) + 0.2)
        return a, b, c, sa, g, ia, tad, r, ri, uf, p1 * 2, p2, mf, cl


class Layers9(nn.Module):
    """Layers the earlier zoos leave out or configure differently."""

    def __init__(self):
        super().__init__()
        self.up = nn.ConvTranspose2d(4, 4, 3, stride=2, padding=1, output_padding=1, groups=2, dilation=1)
        self.ps = nn.PixelShuffle(2)
        self.pu = nn.PixelUnshuffle(2)
        self.cs = nn.ChannelShuffle(2)
        self.lrn = nn.LocalResponseNorm(3)
        self.inorm = nn.InstanceNorm2d(4, affine=True, track_running_stats=True)
        self.gn = nn.GroupNorm(2, 4)
        self.amp = nn.AdaptiveMaxPool2d((2, 3), return_indices=True)
        self.pool = nn.MaxPool2d(2, return_indices=True)  # (MaxUnpool2d does not script in 1.13)
        self.lp = nn.LPPool2d(2, 2)
        self.fold = nn.Fold((4, 4), 2, stride=2)
        self.unfold = nn.Unfold(2, stride=2)
        self.inorm.running_mean.uniform_(-0.2, 0.2)
        self.inorm.running_var.uniform_(0.5, 1.5)

    def forward(self, x):
        y = self.cs(self.pu(self.ps(x)))
        u = self.up(y)
        n = self.gn(self.inorm(self.lrn(x)))
        m, mi = self.amp(x)
        p, pi = self.pool(x)
        cols = self.unfold(x)
        return u, n, m, mi, p, pi, self.lp(x.abs()), self.fold(cols), cols


class Defaults(nn.Module):
    """Exported methods with default arguments, called with fewer."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        return self.infer(x, 2, "max", None, 1)

    @torch.jit.export
    def infer(self, x, k: int = 2, mode: str = "max", scale: Optional[float] = None,
              dim: int = 1) -> Tuple[torch.Tensor, torch.Tensor]:
        y = self.lin(x)
        if scale is not None:
            y = y * scale
        vals, idx = y.topk(k, dim=dim)
        if mode == "max":
            return vals, idx
        return -vals, idx


class Containers9(nn.Module):
    """Sequential negative indexing, enumerate/zip over
    ModuleLists, dicts with int and float keys, sorted, string
    formatting. (reversed() does not script in 1.13.)"""

    def __init__(self):
        super().__init__()
        self.seq = nn.Sequential(nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 4), nn.ReLU())
        self.a = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
        self.b = nn.ModuleList([nn.LayerNorm(4) for _ in range(2)])

    def forward(self, x):
        y = self.seq[1](self.seq[0](x))
        y = self.seq[-2](y)
        for i, (la, lb) in enumerate(zip(self.a, self.b)):
            y = lb(la(y)) * (i + 1)
        byint: Dict[int, float] = {3: 1.5, 1: -2.0, 2: 0.25}
        byfloat: Dict[float, int] = {0.5: 1, -1.5: 2}
        keys = sorted(byint.keys())
        rev = keys[::-1]
        text = "{}-{}".format(len(self.a), keys[0]) + f"/{rev[0]}:" + ",".join(["a", "b"])
        parts = "x, y ,z".split(",")
        return y, keys, rev, [byint[k] for k in keys], byfloat[-1.5], text, [p.strip() for p in parts]


class Parametrized(nn.Module):
    """weight_norm and spectral_norm hooks and a parametrization (traced:
    the recomputed weights are in the graph)."""

    def __init__(self):
        super().__init__()
        self.a = nn.utils.weight_norm(nn.Linear(4, 4))
        self.b = nn.utils.parametrizations.orthogonal(nn.Linear(4, 4))
        self.c = nn.utils.spectral_norm(nn.Linear(4, 3))

    def forward(self, x):
        return self.c(self.b(self.a(x)))


def more_ops(directory: str):
    save(directory, "factories", Factories, kinds=("script", "trace", "frozen", "lite"), seed=70)
    save(directory, "tensor_ops", TensorOps9, kinds=("script", "trace", "frozen", "tfrozen"), seed=71)
    save(directory, "layers", Layers9, kinds=("script", "trace", "frozen", "lite"), seed=72)
    save(directory, "defaults", Defaults, kinds=("script", "frozen", "lite"), seed=73, preserved=("infer",))
    save(directory, "containers", Containers9, kinds=("script", "frozen", "lite"), seed=74)
    save(directory, "parametrized", Parametrized, kinds=("trace", "tfrozen"), seed=75)


# ---- torch.save files -------------------------------------------------- #

class SmallCnn(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4, 2)


def nested_container():
    base = torch.arange(12.0).reshape(3, 4)
    shared = torch.randn(6)
    return {
        "tensors": [torch.randn(2, 3), base.t(), base[1], torch.tensor(3.5), torch.empty(0, 2)],
        "dtypes": {"half": torch.randn(3).half(), "bf16": torch.randn(3).bfloat16(),
                   "i8": torch.tensor([-3, 4], dtype=torch.int8), "bool": torch.tensor([True, False]),
                   "c64": torch.randn(2, dtype=torch.complex64), "f64": torch.randn(2, dtype=torch.float64),
                   "i64": torch.tensor([1 << 40, -5])},
        "views": (shared[:3], shared[2:], shared.view(2, 3)),
        "meta": {"epoch": 7, "lr": 0.125, "name": "run-1", "done": False, "none": None,
                 "sizes": [1, 2, 3], "pair": (4, "x")},
        "ordered": collections.OrderedDict([("z", torch.ones(2)), ("a", torch.zeros(2))]),
        "shape": torch.Size([2, 3]),
    }


def misc_objects():
    """Objects checkpoints hold besides tensors: dtypes, devices, a sparse
    tensor, a channels_last tensor, sets, complex numbers, inf and nan."""
    torch.manual_seed(63)
    cl = torch.randn(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)
    sparse = torch.sparse_coo_tensor(torch.tensor([[0, 1, 1], [2, 0, 2]]), torch.tensor([3.0, 4.0, 5.0]), (2, 3))
    return {"dtype": torch.float16, "dtypes": [torch.int8, torch.bool, torch.complex64], "device": torch.device("cpu"),
            "channels_last": cl, "cl_strides": list(cl.stride()), "dense": sparse.to_dense(), "sparse": sparse,
            "set": sorted({3, 1, 2}), "complex": 1.5 - 2j, "inf": float("inf"), "nan": float("nan"),
            "slice_of": torch.arange(10)[2:8:3], "requires_grad": torch.ones(2, requires_grad=True)}


def torch_saves(directory: str):
    """torch.save files, new zip format and legacy: a state_dict, one
    with Parameters (keep_vars), a nested container."""
    if ONLY and "tsave" not in ONLY:
        return
    torch.manual_seed(60)
    cnn = randomize_bn(SmallCnn())
    torch.manual_seed(61)
    nested = nested_container()
    files = {
        "state_dict": (cnn.state_dict(), True),
        "state_dict_legacy": (cnn.state_dict(), False),
        "params": (cnn.fc.state_dict(keep_vars=True), True),
        "params_legacy": (cnn.fc.state_dict(keep_vars=True), False),
        "nested": (nested, True),
        "nested_legacy": (nested, False),
    }
    torch.manual_seed(62)
    files["module"] = (nn.Sequential(nn.Linear(4, 8), nn.LayerNorm(8), nn.GELU(), nn.Dropout(0.2),
                                     nn.Linear(8, 3)).eval(), True)
    files["encoder"] = (nn.TransformerEncoderLayer(8, 2, 16, batch_first=True).eval(), True)
    files["lstm"] = (nn.LSTM(4, 5, batch_first=True), True)
    files["conv_legacy"] = (randomize_bn(nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(),
                                                       nn.AdaptiveAvgPool2d(1), nn.Flatten())).eval(), False)
    files["misc"] = (misc_objects(), True)
    files["misc_legacy"] = (misc_objects(), False)
    for name, (obj, zip_format) in files.items():
        path = os.path.join(directory, "z9_tsave_" + name + ".pt")
        torch.save(obj, path, _use_new_zipfile_serialization=zip_format)
        torch.load(path)


def small(directory: str):
    vision(directory)
    traces(directory)
    script_features(directory)
    tensors(directory)
    more_ops(directory)
    torch_saves(directory)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z9_"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--names"]:
        print(",".join(list_names()))
        sys.exit(0)
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    if "--only" in args:
        ONLY = args[args.index("--only") + 1].split(",")
    small(target)
