# A seventh .pt zoo ("z7_"), held-out style, of models zoo..zoo6 do not
# have: torchvision nets built small from their own config classes
# (EfficientNet, ConvNeXt, MNASNet, ShuffleNetV2, SqueezeNet's Fire, a
# GroupNorm ResNet), an FPN with P6/P7 levels,
# torchvision.ops box and RoI ops in script; a bidirectional 3-layer GRU
# over packed sequences, a TransformerDecoder with every mask, a post-norm
# seq-first nn.Transformer, a greedy decoder loop; script classes,
# enums, Optional attributes, interfaces, NamedTuple/dict/list outputs,
# exported methods with extra files, lite-interpreter saves; buffers of
# eight dtypes; weight/spectral norm traced and frozen-after-trace; stft,
# linalg, indexing and unusual ops; a bfloat16 model.
#   /usr/bin/python3 generate_zoo7.py zoo7            small fixtures (committed)
#   [--only a,b]                                      just fixtures z7_a_*, z7_b_*
# Then ZOO_DIR=zoo7 ZOO_NAMES=$(/usr/bin/python3 generate_zoo7.py --names)
# OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py > zoo7_expected.txt.
# Random init throughout; each fixture is seeded on its own.
import enum
import os
import sys
from collections import OrderedDict
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence
from torchvision.models import efficientnet, convnext, mnasnet, resnet, shufflenetv2, squeezenet
from torchvision.models._utils import IntermediateLayerGetter
from torchvision.ops import FeaturePyramidNetwork, DropBlock2d, StochasticDepth
from torchvision.ops.feature_pyramid_network import LastLevelP6P7

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 300_000
ONLY: List[str] = []
ALL = ("script", "trace", "frozen", "optimized")
ST = ("script", "trace", "frozen")


def make_kind(model, kind, example, preserved):
    if kind == "script":
        return torch.jit.script(model)
    if kind == "trace":
        return torch.jit.trace(model, example, check_trace=False, strict=False)
    if kind == "frozen":
        return torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
    if kind == "tfrozen":  # frozen after tracing
        return torch.jit.freeze(torch.jit.trace(model, example, check_trace=False, strict=False))
    if kind == "optimized":
        return torch.jit.optimize_for_inference(torch.jit.script(model))
    raise ValueError(kind)


def save(directory: str, base: str, make, kinds=ST, seed: int = 0, train: bool = False, preserved=(),
         extra=None, lite=False):
    """Saves make() (seeded, eval mode unless `train`) every way in
    `kinds`; a kind PyTorch itself cannot make or reload is reported and
    left out. `lite` also saves the script kind for the lite interpreter."""
    if ONLY and base not in ONLY:
        return
    torch.manual_seed(seed)
    model = make().train(train)
    example = tuple(make_input(s) for s in INPUTS["z7_" + base + "_" + kinds[0]])
    todo = [(k, k) for k in kinds] + ([("lite", "script")] if lite else [])
    for suffix, kind in todo:
        path = os.path.join(directory, "z7_" + base + "_" + suffix + ".pt")
        try:
            m = make_kind(model, kind, example, preserved)
            if suffix == "lite":
                m._save_for_lite_interpreter(path)
            else:
                torch.jit.save(m, path, _extra_files=extra or {})
            torch.jit.load(path)
            if os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), file=sys.stderr)
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
    return model


# ---- torchvision, small ------------------------------------------------- #

def effnet_tiny():
    cfg = [efficientnet.MBConvConfig(1, 3, 1, 8, 8, 1, 0.25), efficientnet.MBConvConfig(4, 3, 2, 8, 12, 2, 0.25),
           efficientnet.MBConvConfig(4, 5, 2, 12, 16, 1, 0.25)]
    return randomize_bn(efficientnet.EfficientNet(cfg, 0.2, stochastic_depth_prob=0.3, num_classes=5,
                                                  last_channel=32))


def convnext_tiny_cfg():
    cfg = [convnext.CNBlockConfig(8, 16, 1), convnext.CNBlockConfig(16, None, 2)]
    return convnext.ConvNeXt(cfg, stochastic_depth_prob=0.1, layer_scale=0.5, num_classes=5)


def mnasnet_tiny():
    """MNASNet's stacks of inverted residuals at tiny width."""
    return randomize_bn(nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1, bias=False), nn.BatchNorm2d(8), nn.ReLU(),
                                      mnasnet._stack(8, 12, 3, 2, 3, 2, 0.9997),
                                      mnasnet._stack(12, 16, 5, 2, 6, 2, 0.9997),
                                      mnasnet._stack(16, 16, 3, 1, 6, 1, 0.9997),
                                      nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 5)))


def shufflenet_tiny():
    return randomize_bn(shufflenetv2.ShuffleNetV2([1, 2, 1], [8, 16, 24, 32, 48], num_classes=5))


class FireNet(nn.Module):
    """SqueezeNet's Fire modules with ceil-mode pooling."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2), nn.ReLU(inplace=True),
                                  nn.MaxPool2d(3, 2, ceil_mode=True))
        self.fires = nn.Sequential(squeezenet.Fire(8, 4, 6, 6), squeezenet.Fire(12, 4, 8, 8),
                                   nn.MaxPool2d(3, 2, ceil_mode=True), squeezenet.Fire(16, 6, 8, 8))
        self.head = nn.Sequential(nn.Dropout(0.5), nn.Conv2d(16, 5, 1), nn.ReLU(inplace=True),
                                  nn.AdaptiveAvgPool2d((1, 1)))

    def forward(self, x):
        return torch.flatten(self.head(self.fires(self.stem(x))), 1)


def gn_resnet():
    """torchvision's Basic and Bottleneck blocks with GroupNorm."""
    def norm(c):
        return nn.GroupNorm(4, c)
    down = nn.Sequential(resnet.conv1x1(8, 16, 2), norm(16))
    down2 = nn.Sequential(resnet.conv1x1(16, 32, 1), norm(32))
    return nn.Sequential(nn.Conv2d(3, 8, 3, 1, 1), norm(8), nn.ReLU(),
                         resnet.BasicBlock(8, 8, norm_layer=norm),
                         resnet.BasicBlock(8, 16, stride=2, downsample=down, norm_layer=norm),
                         resnet.Bottleneck(16, 8, downsample=down2, groups=2, base_width=64, dilation=2,
                                           norm_layer=norm),
                         nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, 5))


class SmallResNetBackbone(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.BatchNorm2d(8), nn.ReLU())
        self.layer1 = nn.Sequential(nn.Conv2d(8, 8, 3, 1, 1), nn.ReLU())
        self.layer2 = nn.Sequential(nn.Conv2d(8, 16, 3, 2, 1), nn.ReLU())
        self.layer3 = nn.Sequential(nn.Conv2d(16, 24, 3, 2, 1), nn.ReLU())


class FpnP6P7(nn.Module):
    """An FPN over three levels with RetinaNet's P6/P7: an OrderedDict out."""

    def __init__(self):
        super().__init__()
        self.body = IntermediateLayerGetter(randomize_bn(SmallResNetBackbone()),
                                            {"layer1": "c2", "layer2": "c3", "layer3": "c4"})
        self.fpn = FeaturePyramidNetwork([8, 16, 24], 8, extra_blocks=LastLevelP6P7(8, 8))

    def forward(self, x) -> Dict[str, torch.Tensor]:
        return self.fpn(self.body(x))


class BoxOps(nn.Module):
    """torchvision.ops box and RoI operators in script."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)

    def forward(self, x, boxes):
        feats = self.conv(x)
        b = torchvision.ops.box_convert(boxes.abs() * 6.0, "cxcywh", "xyxy")
        b = torchvision.ops.clip_boxes_to_image(b, (x.size(2), x.size(3)))
        keep_small = torchvision.ops.remove_small_boxes(b, 1.0)
        scores = b.sum(1).sin()
        idxs = torch.arange(b.size(0)) % 3
        keep = torchvision.ops.nms(b, scores, 0.3)
        bkeep = torchvision.ops.batched_nms(b, scores, idxs, 0.5)
        iou = torchvision.ops.box_iou(b, b[:3])
        giou = torchvision.ops.generalized_box_iou(b, b[:3])
        diou = torchvision.ops.distance_box_iou(b, b[:3])
        ciou = torchvision.ops.complete_box_iou(b, b[:3])
        rois = torch.cat([idxs.remainder(2).unsqueeze(1).to(b.dtype), b], 1)
        ra = torchvision.ops.roi_align(feats, rois, (2, 2), 0.5, 2, True)
        rp = torchvision.ops.roi_pool(feats, rois, (2, 2), 0.5)
        psa = torchvision.ops.ps_roi_align(feats, rois, 2, 0.5, 2)
        psp = torchvision.ops.ps_roi_pool(feats, rois, 2, 0.5)
        masks = feats[0] > 0.2
        mb = torchvision.ops.masks_to_boxes(masks)
        area = torchvision.ops.box_area(b)
        focal = torchvision.ops.sigmoid_focal_loss(scores, (scores > 0).float(), reduction="mean")
        return (keep_small, keep, bkeep, iou, giou, diou, ciou, ra, rp, psa, psp, mb, area, focal)


class Regularizers(nn.Module):
    """DropBlock, StochasticDepth and friends: identities in eval mode."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3, padding=1)
        self.db = DropBlock2d(0.3, 3)
        self.sd = StochasticDepth(0.4, "row")
        self.ad = nn.AlphaDropout(0.2)
        self.fad = nn.FeatureAlphaDropout(0.2)
        self.d2 = nn.Dropout2d(0.3)

    def forward(self, x):
        y = self.db(self.conv(x))
        y = y + self.sd(y)
        return self.d2(self.fad(self.ad(y))).flatten(1)


def vision(directory: str):
    save(directory, "effnet_tiny", effnet_tiny, kinds=ALL, seed=1)
    save(directory, "convnext_cfg", convnext_tiny_cfg, kinds=ALL, seed=2)
    save(directory, "mnasnet_tiny", mnasnet_tiny, kinds=ALL, seed=3)
    save(directory, "shufflenet_tiny", shufflenet_tiny, kinds=ALL, seed=4)
    save(directory, "firenet", FireNet, kinds=ALL, seed=5)
    save(directory, "gn_resnet", gn_resnet, kinds=ALL, seed=7)
    save(directory, "fpn_p6p7", FpnP6P7, kinds=ST, seed=8)
    save(directory, "box_ops", BoxOps, kinds=("script", "frozen"), seed=9)
    save(directory, "regularizers", Regularizers, kinds=("trace", "tfrozen"), seed=10)


# ---- Sequences ----------------------------------------------------------- #

class PackedBiGru(nn.Module):
    """A 3-layer bidirectional GRU over unsorted packed sequences."""

    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(6, 5, num_layers=3, bidirectional=True, batch_first=True, dropout=0.2)
        self.out = nn.Linear(10, 3)

    def forward(self, x, lengths: List[int]):
        packed = pack_padded_sequence(x, torch.tensor(lengths), batch_first=True, enforce_sorted=False)
        y, h = self.gru(packed)
        padded, lens = pad_packed_sequence(y, batch_first=True, padding_value=-1.0, total_length=x.size(1))
        return self.out(padded), lens, h


class Decoder(nn.Module):
    """nn.TransformerDecoder (with a final norm) and every mask."""

    def __init__(self):
        super().__init__()
        layer = nn.TransformerDecoderLayer(12, 3, 20, dropout=0.1, batch_first=True)
        self.dec = nn.TransformerDecoder(layer, 2, norm=nn.LayerNorm(12))

    def forward(self, tgt, memory):
        t, s = tgt.size(1), memory.size(1)
        causal = torch.triu(torch.full((t, t), float("-inf")), diagonal=1)
        mem_mask = torch.zeros(t, s)
        mem_mask[0, -1] = float("-inf")
        tpad = torch.zeros(tgt.size(0), t, dtype=torch.bool)
        tpad[1, -1] = True
        mpad = torch.zeros(memory.size(0), s, dtype=torch.bool)
        mpad[0, 0] = True
        return self.dec(tgt, memory, tgt_mask=causal, memory_mask=mem_mask, tgt_key_padding_mask=tpad,
                        memory_key_padding_mask=mpad)


class PostNormTransformer(nn.Module):
    """nn.Transformer defaults: post-norm, relu, sequence first."""

    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(8, 2, 1, 2, 16, dropout=0.0)
        self.head = nn.Linear(8, 4)

    def forward(self, src, tgt):
        n = tgt.size(0)
        mask = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        return self.head(self.t(src, tgt, tgt_mask=mask)).log_softmax(-1)


class GreedyDecoder(nn.Module):
    """A scripted greedy decode loop: GRUCell, argmax, early stop."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(7, 6)
        self.cell = nn.GRUCell(6, 6)
        self.out = nn.Linear(6, 7)
        self.eos = 0

    def forward(self, h):
        tokens: List[int] = []
        tok = torch.tensor([1])
        for _ in range(10):
            h = self.cell(self.emb(tok), h)
            tok = self.out(h).argmax(-1)
            t = int(tok.item())
            if t == self.eos:
                break
            tokens.append(t)
        return tokens, h


class RnnMix(nn.Module):
    """A relu RNN and an LSTMCell unrolled in script: a list out."""

    def __init__(self):
        super().__init__()
        self.rnn = nn.RNN(4, 5, num_layers=2, nonlinearity="relu", bidirectional=True)
        self.cell = nn.LSTMCell(10, 3)

    def forward(self, x) -> List[torch.Tensor]:
        y, _ = self.rnn(x)
        h = torch.zeros(x.size(1), 3)
        c = torch.zeros(x.size(1), 3)
        outs: List[torch.Tensor] = []
        for t in range(y.size(0)):
            h, c = self.cell(y[t], (h, c))
            outs.append(h)
        return outs


def sequences(directory: str):
    save(directory, "packed_bigru", PackedBiGru, kinds=("script", "frozen"), seed=20)
    save(directory, "decoder_masks", Decoder, kinds=ST, seed=21)
    save(directory, "postnorm_transformer", PostNormTransformer, kinds=ST, seed=22)
    save(directory, "greedy", GreedyDecoder, kinds=("script", "frozen"), seed=23)
    save(directory, "rnn_mix", RnnMix, kinds=ST, seed=24)


# ---- Script features ----------------------------------------------------- #

@torch.jit.script
class Box:
    def __init__(self, lo: torch.Tensor, hi: torch.Tensor):
        self.lo = lo
        self.hi = hi

    def area(self) -> torch.Tensor:
        return (self.hi - self.lo).clamp(min=0).prod(-1)

    def union(self, other: "Box") -> "Box":
        return Box(torch.minimum(self.lo, other.lo), torch.maximum(self.hi, other.hi))


@torch.jit.script
class Bag:
    def __init__(self):
        self.items: List[Box] = []
        self.names: Dict[str, int] = {}

    def add(self, name: str, b: Box):
        self.names[name] = len(self.items)
        self.items.append(b)

    def total(self) -> torch.Tensor:
        acc = torch.zeros(1)
        for b in self.items:
            acc = acc + b.area().sum()
        return acc

    def __len__(self) -> int:
        return len(self.items)


class ClassTree(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        y = self.lin(x)
        bag = Bag()
        for i in range(y.size(0)):
            bag.add("b" + str(i), Box(y[i, :2], y[i, 2:]))
        merged = bag.items[0]
        for b in bag.items[1:]:
            merged = merged.union(b)
        return bag.total(), merged.area(), len(bag), bag.names


class Mode(enum.Enum):
    SUM = 1
    MAX = 2


class EnumOptional(nn.Module):
    """Enum-driven branches and Optional attributes, set and unset."""
    __constants__ = ["scale"]

    def __init__(self):
        super().__init__()
        self.mode = Mode.MAX
        self.scale = 1.5
        self.bias: Optional[torch.Tensor] = torch.tensor([0.1, -0.2, 0.3])
        self.gate: Optional[torch.Tensor] = None
        self.limit: Optional[int] = 3
        self.table: Dict[str, float] = {"a": 0.5, "b": -1.0}
        self.pairs: List[Tuple[int, float]] = [(0, 1.0), (2, -0.5)]

    def reduce(self, x: torch.Tensor, mode: Mode) -> torch.Tensor:
        if mode == Mode.SUM:
            return x.sum(-1)
        return x.max(-1).values

    def forward(self, x):
        y = x * self.scale
        b = self.bias
        if b is not None:
            y = y + b
        g = self.gate
        if g is not None:
            y = y * g
        lim = self.limit
        if lim is not None:
            y = y[:lim]
        for i, w in self.pairs:
            y[:, i] = y[:, i] * w
        return self.reduce(y, self.mode) + self.table["a"], self.reduce(y, Mode.SUM), self.mode.value


class Stats(NamedTuple):
    mean: torch.Tensor
    spread: torch.Tensor


class Report(NamedTuple):
    stats: Stats
    top: torch.Tensor
    note: Optional[torch.Tensor]


class NamedOut(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(5, 4)

    def forward(self, x) -> Report:
        y = self.lin(x)
        s = Stats(y.mean(0), y.max(0).values - y.min(0).values)
        return Report(s, y.topk(2, dim=1).indices, None if bool(y.sum() > 100) else y.sum(1))


class DictListOut(nn.Module):
    """Traced (strict=False): a dict, a list and nested tuples out."""

    def __init__(self):
        super().__init__()
        self.a = nn.Linear(4, 3)
        self.b = nn.Conv1d(2, 2, 3, padding=1)

    def forward(self, x):
        y = self.a(x)
        z = self.b(x.view(x.size(0), 2, 2))
        return {"lin": y, "relu": y.relu()}, [z.flatten(1), z.sum()], (y.sigmoid(), (y * 2, z))


class Codec(nn.Module):
    """Exported methods an embedder calls by name, defaults included; an
    ignored and an unused method the file leaves out."""

    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 3)
        self.dec = nn.Linear(3, 6)
        self.temperature = 2.0

    @torch.jit.export
    def encode(self, x: torch.Tensor, noise: float = 0.0) -> torch.Tensor:
        return torch.tanh(self.enc(x)) + noise

    @torch.jit.export
    def decode(self, z: torch.Tensor) -> torch.Tensor:
        return self.dec(z) / self.temperature

    @torch.jit.export
    def info(self) -> Dict[str, List[int]]:
        return {"in": [6], "code": [3]}

    @torch.jit.ignore
    def debug(self, x: torch.Tensor) -> str:
        return str(x.shape)

    @torch.jit.unused
    def train_step(self, x: torch.Tensor) -> torch.Tensor:
        return self.decode(self.encode(x)).sum()

    def forward(self, x):
        return self.decode(self.encode(x, 0.1))


@torch.jit.interface
class Head(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Relu6Head(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.relu6(x * 4.0)


class SoftHead(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.linspace(0.5, 1.5, 4))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.softplus(x * self.w, beta=2.0)


class InterfaceSwap(nn.Module):
    """An interface-typed attribute, and ModuleDict entries looked up by a
    runtime key through an interface-typed local."""
    head: Head

    def __init__(self):
        super().__init__()
        self.head = SoftHead()
        self.heads = nn.ModuleDict({"relu6": Relu6Head(), "soft": SoftHead()})

    def forward(self, x, key: str):
        h: Head = self.heads[key]
        return self.head(x) + h.forward(x)


class Plain(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(4, 8), nn.Hardswish(), nn.LayerNorm(8), nn.Linear(8, 2))

    def forward(self, x):
        return self.net(x).softmax(-1)


class ControlFlow(nn.Module):
    """Loops with break/continue, comprehensions, string building,
    torch.jit.isinstance refinement, sorted dict iteration."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)

    def forward(self, x):
        y = self.lin(x)
        names: List[str] = []
        acc: Dict[str, torch.Tensor] = {}
        i = 0
        while i < y.size(0):
            row = y[i]
            i += 1
            if bool(row.sum() < -2.0):
                continue
            key = "r{}_{}".format(i, "pos" if bool(row[0] > 0) else "neg")
            names.append(key)
            acc[key] = row * float(i)
            if len(names) >= 4:
                break
        vals: List[float] = y[0].tolist()
        squares = [v ** 2 for v in vals]
        keys = sorted(acc.keys())
        anything: List[torch.Tensor] = [acc[k] for k in keys]
        total = torch.stack(anything).sum(0) if len(anything) > 0 else torch.zeros(3)
        obj: Any = anything
        n = 0
        if torch.jit.isinstance(obj, List[torch.Tensor]):
            n = len(obj)
        return names, total, squares, n


def script_features(directory: str):
    save(directory, "class_tree", ClassTree, kinds=("script", "frozen"), seed=30)
    save(directory, "enum_optional", EnumOptional, kinds=("script", "frozen"), seed=31)
    save(directory, "named_out", NamedOut, kinds=("script", "frozen"), seed=32)
    save(directory, "dict_list_out", DictListOut, kinds=("trace", "tfrozen"), seed=33)
    save(directory, "codec", Codec, kinds=("script", "frozen"), seed=34, preserved=("encode", "decode", "info"),
         extra={"meta.json": b'{"codec": 1}', "vocab.txt": "a\nb\n"})
    save(directory, "interface_swap", InterfaceSwap, kinds=("script",), seed=35)
    save(directory, "plain_lite", Plain, kinds=("script",), seed=36, lite=True)
    save(directory, "control_flow", ControlFlow, kinds=("script", "frozen"), seed=37)


# ---- Tensors and ops ----------------------------------------------------- #

class DtypeBuffers(nn.Module):
    """Buffers of eight dtypes mixed into a float computation."""

    def __init__(self):
        super().__init__()
        self.register_buffer("i8", torch.tensor([-3, 7, 2, -1], dtype=torch.int8))
        self.register_buffer("u8", torch.tensor([200, 3, 9, 255], dtype=torch.uint8))
        self.register_buffer("i16", torch.tensor([1000, -2, 5, 7], dtype=torch.int16))
        self.register_buffer("flag", torch.tensor([True, False, True, True]))
        self.register_buffer("f64", torch.tensor([0.1, 0.2, 0.3, 0.4], dtype=torch.float64))
        self.register_buffer("c64", torch.tensor([1 + 2j, -1j, 0.5, 3 - 1j], dtype=torch.complex64))
        self.register_buffer("bf16", torch.tensor([1.5, -2.25, 0.125, 3.0], dtype=torch.bfloat16))
        self.register_buffer("f16", torch.tensor([0.5, 0.25, -4.0, 1e-3], dtype=torch.float16))

    def forward(self, x):
        a = x * self.i8 + self.u8.float()
        b = torch.where(self.flag, a, -a) * self.f64
        c = (self.c64 * x.to(torch.complex64)).abs() + self.bf16.float() * self.f16.float()
        d = self.i16 // 3 + self.i8.to(torch.int16)
        return b, c, d, (self.u8 + self.i8), self.f16 * self.bf16.to(torch.float16)


class NormedLayers(nn.Module):
    """weight_norm, spectral_norm and an orthogonal parametrization:
    trace-only (their hooks do not script)."""

    def __init__(self):
        super().__init__()
        self.a = nn.utils.weight_norm(nn.Linear(5, 6), dim=0)
        self.b = nn.utils.spectral_norm(nn.Linear(6, 6))
        self.c = nn.utils.parametrizations.orthogonal(nn.Linear(6, 6))
        self.d = nn.utils.weight_norm(nn.Conv1d(1, 2, 3), dim=None)

    def forward(self, x):
        y = self.c(self.b(torch.tanh(self.a(x))))
        return y, self.d(x.unsqueeze(1))


class Unusual(nn.Module):
    def forward(self, x):
        e = torch.einsum("bi,bj->bij", x, x.flip(1)).sum(0)
        f = torch.fft.irfft2(torch.fft.rfft2(e), s=e.shape)
        fs = torch.fft.fftshift(torch.fft.fft(x).abs(), dim=-1)
        y = torch.zeros(4, 5)
        idx = (torch.tensor([0, 1, 1, 3]), torch.tensor([4, 0, 0, 2]))
        y.index_put_(idx, torch.tensor([1.0, 2.0, 3.0, 4.0]), accumulate=True)
        src = x.reshape(-1)[:8]
        sr = torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1, 0, 2, 2, 1, 0, 2]), src, "amax",
                                           include_self=False)
        sm = torch.ones(3).scatter_reduce(0, torch.tensor([0, 1, 0, 2, 2, 1, 0, 2]), src, "mean")
        q = (x * 3).round()
        u, inv, cnt = torch.unique(q, sorted=True, return_inverse=True, return_counts=True)
        uc, ucnt = torch.unique_consecutive(q.flatten(), return_counts=True)
        tv, ti = x.topk(3, dim=1, largest=False)
        cs = x.cumsum(1) + x.cumprod(0)
        bk = torch.bucketize(x, torch.tensor([-0.5, 0.0, 0.5]), right=True)
        nz = torch.nonzero(x > 0.3)
        rows, cols = torch.nonzero(x > 0.3).unbind(1)
        nzt = torch.where(x > 0.3)[0]
        ms = torch.masked_select(x, x < 0)
        tad = torch.take_along_dim(x, x.argsort(1), 1)
        misc = torch.kron(x[:2, :2], torch.eye(2)) + torch.rot90(x[:2, :2], 1, (0, 1)).repeat(2, 2)
        cp = torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4, 5]))
        cb = torch.combinations(torch.arange(4), 2)
        de = torch.diag_embed(x[:2, :3])
        return (e, f, fs, y, sr, sm, u, inv, cnt, uc, ucnt, tv, ti, cs, bk, nz, rows, cols, nzt, ms, tad, misc, cp, cb, de)


class Spectro(nn.Module):
    """stft/istft with a Hann window buffer and a mel-like projection."""

    def __init__(self):
        super().__init__()
        self.register_buffer("window", torch.hann_window(16))
        self.register_buffer("mel", torch.rand(9, 4))

    def forward(self, x):
        spec = torch.stft(x, 16, hop_length=4, win_length=16, window=self.window, center=True,
                          return_complex=True)
        power = spec.abs().pow(2)
        mel = torch.log1p(power.transpose(1, 2) @ self.mel)
        back = torch.istft(spec, 16, hop_length=4, window=self.window, length=x.size(-1))
        return mel, back, torch.angle(spec[:, 1:3, :3])


class LinalgOps(nn.Module):
    def forward(self, x):
        a = x @ x.transpose(-1, -2) + torch.eye(x.size(-1)) * 3.0
        b = x[..., :2]
        return (torch.linalg.solve(a, b), torch.linalg.inv(a), torch.linalg.det(a), torch.linalg.slogdet(a)[1],
                torch.linalg.cholesky(a), torch.linalg.eigvalsh(a), torch.linalg.svdvals(x),
                torch.linalg.matrix_norm(x), torch.linalg.vector_norm(x, 3, dim=-1), torch.linalg.pinv(x),
                torch.linalg.matrix_exp(a * 0.1), torch.linalg.matrix_power(a, 3),
                torch.linalg.qr(a)[1].abs(), torch.linalg.lstsq(a, b).solution, torch.linalg.cross(x[..., :3],
                                                                                                 x[..., 1:4]))


class Indexing(nn.Module):
    """Advanced indexing and in-place index writes in script."""

    def forward(self, x):
        y = x.clone()
        idx = torch.tensor([2, 0])
        mask = x[0, 0] > 0
        a = x[idx, :, 1:3]
        b = x[:, mask]
        c = x[..., None, 0]
        y[idx] = y[idx] * 2.0
        y[:, :, -1] = 0.5
        y[y > 1.0] = 1.0
        y.index_fill_(2, torch.tensor([0]), -1.0)
        z = torch.zeros(3, 4, 4).index_add(1, torch.tensor([0, 0, 3]), x[:, :3] * 1.0)
        w = torch.zeros(3, 4, 4).index_copy(2, torch.tensor([3, 1, 0, 2]), x)
        p = torch.zeros(6)
        p.put_(torch.tensor([1, 5, 1]), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)
        ms = torch.zeros(3, 4, 4).masked_scatter(x > 0, x * 10.0)
        return a, b, c, y, z, w, p, ms


class Bf16Mlp(nn.Module):
    """A whole model in bfloat16. (GELU's tanh form and LayerNorm round
    bfloat16 differently in 1.13: left out, see the notes of issue 9.)"""

    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Dropout(0.1), nn.Linear(8, 3))

    def forward(self, x):
        return self.net(x.to(torch.bfloat16)).float()


def bf16_mlp():
    return Bf16Mlp().to(torch.bfloat16)


class ChannelsLast(nn.Module):
    """Channels-last tensors through conv, norm and elementwise ops: the
    output strides are part of the result."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)

    def forward(self, x):
        x = x.contiguous(memory_format=torch.channels_last)
        y = self.bn(self.conv(x)).relu()
        outs = [y, y.abs(), torch.flip(y, [1]), torch.roll(y, 1, 2), y.sort(1).values,
                F.binary_cross_entropy(y.sigmoid(), torch.ones_like(y) * 0.5, reduction="none"),
                torch.angle(y), F.rrelu(y, training=False), y.masked_scatter(y > 0, y * 2.0),
                torch.complex(y, y).abs()]
        strides = [list(o.stride()) for o in outs]
        return outs, strides


def tensors(directory: str):
    save(directory, "dtype_buffers", DtypeBuffers, kinds=ST, seed=40)
    save(directory, "normed_layers", NormedLayers, kinds=("trace", "tfrozen"), seed=41)
    save(directory, "unusual_ops", Unusual, kinds=ST, seed=42)
    save(directory, "spectro", Spectro, kinds=ST, seed=43)
    save(directory, "linalg", LinalgOps, kinds=ST, seed=44)
    save(directory, "indexing", Indexing, kinds=("script", "frozen"), seed=45)
    save(directory, "bf16_mlp", bf16_mlp, kinds=ST, seed=46)
    save(directory, "channels_last", lambda: randomize_bn(ChannelsLast()), kinds=("script", "frozen"),
         seed=47)


def small(directory: str):
    vision(directory)
    sequences(directory)
    script_features(directory)
    tensors(directory)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z7_"))


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
