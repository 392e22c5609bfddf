# A sixth .pt zoo ("z6_"), held-out style, of models zoo..zoo5 do not
# have: torchvision building blocks and small-width nets built from
# torchvision's own classes (RegNet from BlockParams, dilated and grouped
# ResNet blocks, a batch-normed VGG, GoogLeNet's Inception block, a
# DeepLabV3 with an ASPP head returning a dict, torchvision.ops blocks);
# nn.Transformer with every mask, TransformerEncoder in eval (fast path,
# nested tensors) and train mode, MultiheadAttention variants; packed,
# bidirectional, multi-layer LSTM/GRU/RNN and cells; script classes,
# NamedTuple/dict/list/Optional outputs, interfaces; frozen and
# optimize_for_inference'd nets; traced models with helpers.
#   /usr/bin/python3 generate_zoo6.py zoo6            small fixtures (committed)
#   /usr/bin/python3 generate_zoo6.py --full DIR      and full-size torchvision
#                                                     nets (BUILD/zoo6_full)
#   [--only a,b]                                      just fixtures z6_a_*, z6_b_*
# Then ZOO_DIR=DIR ZOO_NAMES=$(/usr/bin/python3 generate_zoo6.py --names)
# OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py > zoo6_expected.txt (of the
# full set). Random init throughout; each fixture is seeded on its own.
import math
import os
import sys
from collections import OrderedDict
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence
from torchvision.models import regnet, resnet, vgg
from torchvision.models._utils import IntermediateLayerGetter
from torchvision.models.googlenet import Inception
from torchvision.models.segmentation.deeplabv3 import ASPP, DeepLabV3
from torchvision.models.segmentation.fcn import FCNHead
from torchvision.ops import MLP, Conv2dNormActivation, FrozenBatchNorm2d, Permute, SqueezeExcitation, StochasticDepth

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 300_000
KEEP_ALL = False
ONLY: List[str] = []  # --only a,b: just these fixtures (their base names)
ALL = ("script", "trace", "frozen", "optimized")


def save(directory: str, base: str, make, kinds=("script", "trace", "frozen"), seed: int = 0, train: bool = False,
         preserved=()):
    """Saves make() (seeded, eval mode unless `train`) every way in
    `kinds`; a kind PyTorch itself cannot make or reload is reported and
    left out."""
    if ONLY and base not in ONLY:
        return
    torch.manual_seed(seed)
    model = make().train(train)
    example = tuple(make_input(s) for s in INPUTS["z6_" + base + "_script"])
    for kind in kinds:
        path = os.path.join(directory, "z6_" + base + "_" + kind + ".pt")
        try:
            if kind == "script":
                m = torch.jit.script(model)
            elif kind == "trace":
                m = torch.jit.trace(model, example, check_trace=False, strict=False)
            elif kind == "frozen":
                m = torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
            else:
                m = torch.jit.optimize_for_inference(torch.jit.script(model))
            torch.jit.save(m, path)
            torch.jit.load(path)
            if not KEEP_ALL and os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), file=sys.stderr)
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


def randomize_bn(model: nn.Module) -> nn.Module:
    """Random running statistics, so eval-mode batch norms are not identities."""
    for m in model.modules():
        if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d, FrozenBatchNorm2d)):
            m.running_mean.uniform_(-0.2, 0.2)
            m.running_var.uniform_(0.5, 1.5)
    return model


# ---- torchvision, small widths ------------------------------------------- #

def regnet_tiny():
    params = regnet.BlockParams.from_init_params(depth=4, w_0=8, w_a=4.0, w_m=2.0, group_width=4, se_ratio=0.25)
    return randomize_bn(regnet.RegNet(params, num_classes=10, stem_width=8))


class DilatedResNet(nn.Module):
    """torchvision's BasicBlock and Bottleneck, grouped and dilated (what
    replace_stride_with_dilation makes), with a FrozenBatchNorm2d stem."""

    def __init__(self):
        super().__init__()
        self.stem = Conv2dNormActivation(3, 16, 3, stride=2, norm_layer=FrozenBatchNorm2d)
        self.basic = resnet.BasicBlock(16, 16)
        down = nn.Sequential(resnet.conv1x1(16, 32), nn.BatchNorm2d(32))
        self.bottle = resnet.Bottleneck(16, 8, groups=2, base_width=64, dilation=2, downsample=down)
        self.bottle2 = resnet.Bottleneck(32, 8, groups=4, base_width=32, dilation=4)
        self.fc = nn.Linear(32, 10)

    def forward(self, x):
        x = self.bottle2(self.bottle(self.basic(self.stem(x))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, (1, 1)), 1))


def vgg_small():
    """torchvision's VGG with batch norm, at a small width and head."""
    net = vgg.VGG(vgg.make_layers([8, "M", 16, 16, "M", 32, "M"], batch_norm=True), num_classes=10,
                  init_weights=True, dropout=0.5)
    net.avgpool = nn.AdaptiveAvgPool2d((2, 2))
    net.classifier = nn.Sequential(nn.Linear(32 * 4, 24), nn.ReLU(True), nn.Dropout(0.5), nn.Linear(24, 10))
    return randomize_bn(net)


class InceptionNet(nn.Module):
    """GoogLeNet's Inception blocks (four branches, concatenated)."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.MaxPool2d(3, 2, ceil_mode=True))
        self.a = Inception(16, 8, 4, 8, 2, 4, 4)
        self.b = Inception(24, 8, 8, 12, 4, 8, 4)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(32, 5)

    def forward(self, x):
        return self.fc(torch.flatten(self.pool(self.b(self.a(self.stem(x)))), 1))


def deeplab_small():
    """DeepLabV3 over an IntermediateLayerGetter backbone: an ASPP head and
    an FCN aux head, returning an OrderedDict."""
    body = nn.Sequential(Conv2dNormActivation(3, 8, 3, stride=2), Conv2dNormActivation(8, 16, 3, stride=2),
                         Conv2dNormActivation(16, 16, 3, dilation=2, padding=2))
    backbone = IntermediateLayerGetter(body, return_layers={"1": "aux", "2": "out"})
    head = nn.Sequential(ASPP(16, [2, 4], out_channels=8), nn.Conv2d(8, 8, 3, padding=1, bias=False),
                         nn.BatchNorm2d(8), nn.ReLU(), nn.Conv2d(8, 3, 1))
    return randomize_bn(DeepLabV3(backbone, head, FCNHead(16, 3)))


class OpsBlocks(nn.Module):
    """torchvision.ops blocks: SqueezeExcitation, StochasticDepth (eval: the
    identity), Permute, MLP and a ConvNeXt-style LayerNorm over channels."""

    def __init__(self):
        super().__init__()
        self.conv = Conv2dNormActivation(3, 8, 3, activation_layer=nn.Hardswish)
        self.se = SqueezeExcitation(8, 4, scale_activation=nn.Hardsigmoid)
        self.sd = StochasticDepth(0.2, "row")
        self.to_last = Permute([0, 2, 3, 1])
        self.norm = nn.LayerNorm(8, eps=1e-6)
        self.to_first = Permute([0, 3, 1, 2])
        self.mlp = MLP(8, [16, 6], activation_layer=nn.SiLU, dropout=0.1)

    def forward(self, x):
        y = self.conv(x)
        y = y + self.sd(self.se(y))
        y = self.to_first(self.norm(self.to_last(y)))
        return self.mlp(y.mean((2, 3)))


def full_torchvision(directory: str):
    """Standard-width nets (MBs each: --full only), at 64x64 inputs."""
    nets = {
        "efficientnet_b2": lambda: torchvision.models.efficientnet_b2(num_classes=10),
        "mnasnet1_3": lambda: torchvision.models.mnasnet1_3(num_classes=10),
        "shufflenet_v2_x2_0": lambda: torchvision.models.shufflenet_v2_x2_0(num_classes=10),
        "regnet_y_1_6gf": lambda: torchvision.models.regnet_y_1_6gf(num_classes=10),
        "regnet_x_800mf": lambda: torchvision.models.regnet_x_800mf(num_classes=10),
        "resnet50_dilated": lambda: torchvision.models.resnet50(num_classes=10,
                                                                replace_stride_with_dilation=[False, True, True]),
        "mnv3_large_dilated": lambda: torchvision.models.mobilenet_v3_large(num_classes=10, dilated=True),
        "googlenet_ti": lambda: torchvision.models.googlenet(num_classes=10, aux_logits=False, transform_input=True,
                                                             init_weights=True),
        "mnv2_035": lambda: torchvision.models.mobilenet_v2(num_classes=10, width_mult=0.35),
        "resnext_tiny": lambda: resnet.ResNet(resnet.Bottleneck, [1, 1, 1, 1], num_classes=10, groups=8,
                                              width_per_group=8),
    }
    for i, (name, make) in enumerate(nets.items()):
        save(directory, name, lambda make=make: randomize_bn(make()), kinds=ALL, seed=200 + i)


def small_torchvision(directory: str):
    save(directory, "regnet_tiny", regnet_tiny, kinds=ALL, seed=1)
    save(directory, "dilated_resnet", lambda: randomize_bn(DilatedResNet()), kinds=ALL, seed=2)
    save(directory, "vgg_small", vgg_small, kinds=ALL, seed=3)
    save(directory, "inception", InceptionNet, kinds=ALL, seed=4)
    save(directory, "deeplab", deeplab_small, kinds=ALL, seed=5)
    save(directory, "ops_blocks", OpsBlocks, kinds=ALL, seed=6)


# ---- Transformers -------------------------------------------------------- #

class FullTransformer(nn.Module):
    """nn.Transformer (pre-norm, gelu, batch-first) with a causal mask and
    padding masks on both sides."""

    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(16, 2, num_encoder_layers=2, num_decoder_layers=1, dim_feedforward=24, dropout=0.1,
                                activation="gelu", batch_first=True, norm_first=True)

    def forward(self, src, tgt):
        n = tgt.size(1)
        causal = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        src_pad = torch.zeros(src.size(0), src.size(1), dtype=torch.bool)
        src_pad[1, -2:] = True
        tgt_pad = torch.zeros(tgt.size(0), tgt.size(1), dtype=torch.bool)
        tgt_pad[0, -1] = True
        return self.t(src, tgt, tgt_mask=causal, src_key_padding_mask=src_pad, tgt_key_padding_mask=tgt_pad,
                      memory_key_padding_mask=src_pad)


class NestedEncoder(nn.Module):
    """A TransformerEncoder on its eval fast path with nested tensors
    (enable_nested_tensor, a padding mask): padded rows come back as 0."""

    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(16, 4, dim_feedforward=32, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2, enable_nested_tensor=True)

    def forward(self, x):
        lengths = torch.tensor([x.size(1), x.size(1) - 2, 1])[: x.size(0)]
        mask = torch.arange(x.size(1)).unsqueeze(0) >= lengths.unsqueeze(1)
        return self.enc(x, src_key_padding_mask=mask)


class GeluLayer(nn.Module):
    """A norm-first TransformerEncoderLayer with a function activation."""

    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(16, 2, dim_feedforward=24, activation=F.gelu, norm_first=True,
                                                batch_first=True)

    def forward(self, x):
        mask = torch.zeros(x.size(0), x.size(1), dtype=torch.bool)
        mask[0, -1] = True
        return self.layer(x, src_key_padding_mask=mask)


class TrainEncoder(nn.Module):
    """A sequence-first TransformerEncoder kept in training mode (no fast
    path), dropout 0 so outputs are deterministic, with a float mask."""

    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(16, 2, dim_feedforward=24, dropout=0.0)
        self.enc = nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(16))

    def forward(self, x):
        n = x.size(0)
        mask = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        return self.enc(x, mask=mask)


class MhaKdim(nn.Module):
    """MultiheadAttention with kdim/vdim (separate projections), per-head
    weights and a bool padding mask (traced: PyTorch 1.13 cannot script
    it)."""

    def __init__(self):
        super().__init__()
        self.cross = nn.MultiheadAttention(12, 3, kdim=8, vdim=6, batch_first=True)

    def forward(self, q, kv):
        pad = torch.zeros(kv.size(0), kv.size(1), dtype=torch.bool)
        pad[:, -1] = True
        return self.cross(q, kv[..., :8], kv[..., 4:], key_padding_mask=pad, average_attn_weights=False)


class MhaVariants(nn.Module):
    """MultiheadAttention with kdim/vdim (separate projections), bias_kv
    and zero attention, per-head weights and a bool padding mask."""

    def __init__(self):
        super().__init__()
        self.cross = nn.MultiheadAttention(12, 3, batch_first=True)
        self.extra = nn.MultiheadAttention(12, 2, add_bias_kv=True, add_zero_attn=True)

    def forward(self, q, kv):
        pad = torch.zeros(kv.size(0), kv.size(1), dtype=torch.bool)
        pad[:, -1] = True
        a, w = self.cross(q, kv[..., :12], kv[..., :12], key_padding_mask=pad, average_attn_weights=False)
        s = a.transpose(0, 1)
        b, w2 = self.extra(s, s, s, need_weights=True)
        return b, w, w2


def transformers(directory: str):
    save(directory, "full_transformer", FullTransformer, seed=10)
    save(directory, "nested_encoder", NestedEncoder, seed=11)
    save(directory, "gelu_layer", GeluLayer, seed=12)
    save(directory, "train_encoder", TrainEncoder, kinds=("script", "trace"), seed=13, train=True)
    save(directory, "mha_variants", MhaVariants, seed=14)
    save(directory, "mha_kdim", MhaKdim, kinds=("trace",), seed=15)


# ---- RNNs ---------------------------------------------------------------- #

class PackedLstm(nn.Module):
    """A bidirectional two-layer LSTM with projections over an unsorted
    packed batch, padded back to a total length."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 8, num_layers=2, bidirectional=True, batch_first=True, proj_size=4)

    def forward(self, x, lengths: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        packed = pack_padded_sequence(x, torch.tensor(lengths, dtype=torch.int64), batch_first=True,
                                      enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        padded, lens = pad_packed_sequence(out, batch_first=True, total_length=x.size(1) + 1)
        return padded, lens, h, c


class PackedGru(nn.Module):
    """A sequence-first three-layer GRU over a sorted packed batch, and a
    ReLU RNN on the padded output."""

    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(6, 8, num_layers=3, dropout=0.0)
        self.rnn = nn.RNN(8, 5, nonlinearity="relu", bidirectional=True, bias=False)

    def forward(self, x, lengths: List[int]):
        out, h = self.gru(pack_padded_sequence(x, torch.tensor(lengths)))
        padded, _ = pad_packed_sequence(out, padding_value=-1.0)
        y, h2 = self.rnn(padded)
        return y, h, h2


class Cells(nn.Module):
    """LSTMCell and GRUCell unrolled in a loop, outputs stacked."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTMCell(4, 6)
        self.gru = nn.GRUCell(6, 5, bias=False)
        self.rnn = nn.RNNCell(5, 3)

    def forward(self, x):
        h = torch.zeros(x.size(1), 6)
        c = torch.zeros(x.size(1), 6)
        g = torch.zeros(x.size(1), 5)
        r = torch.zeros(x.size(1), 3)
        outs: List[torch.Tensor] = []
        for t in range(x.size(0)):
            h, c = self.lstm(x[t], (h, c))
            g = self.gru(h, g)
            r = self.rnn(g, r)
            outs.append(r)
        return torch.stack(outs), (h, c)


def rnns(directory: str):
    save(directory, "packed_lstm", PackedLstm, kinds=("script", "frozen"), seed=20)
    save(directory, "packed_gru", PackedGru, kinds=("script", "frozen"), seed=21)
    save(directory, "cells", Cells, seed=22)


# ---- script classes, structured outputs, interfaces ---------------------- #

@torch.jit.script
class Window:
    """A script class with state, defaults and methods returning objects."""

    def __init__(self, size: int, stride: int = 1):
        self.size = size
        self.stride = stride
        self.seen: List[torch.Tensor] = []

    def push(self, t: torch.Tensor) -> int:
        self.seen.append(t)
        if len(self.seen) > self.size:
            self.seen = self.seen[self.stride:]
        return len(self.seen)

    def mean(self) -> torch.Tensor:
        return torch.stack(self.seen).mean(0)

    def widened(self, by: int) -> "Window":
        w = Window(self.size + by, self.stride)
        for t in self.seen:
            w.push(t)
        return w


class Prediction(NamedTuple):
    logits: torch.Tensor
    label: int
    extra: Optional[torch.Tensor]


class Report(NamedTuple):
    best: Prediction
    history: List[float]
    names: Dict[str, int]


class Classes(nn.Module):
    """Script classes made and mutated in forward; nested NamedTuple output
    with an Optional field."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x) -> Report:
        w = Window(2)
        hist: List[float] = []
        for i in range(x.size(0)):
            n = w.push(self.lin(x[i]))
            hist.append(float(n) + w.mean().sum().item())
        w2 = w.widened(1)
        w2.push(torch.ones(3))
        m = w2.mean()
        extra: Optional[torch.Tensor] = None
        if bool(m.sum() > 0):
            extra = m * 2
        pred = Prediction(m, int(m.argmax()), extra)
        return Report(pred, hist, {"seen": len(w2.seen), "size": w2.size})


class Containers(nn.Module):
    """Dict of lists, list of Optionals, Optional tuple and nested dicts out."""

    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(5, 4)

    def forward(self, x) -> Tuple[Dict[str, List[torch.Tensor]], List[Optional[torch.Tensor]],
                                  Optional[Tuple[int, str]], Dict[int, Dict[str, float]]]:
        y = self.proj(x)
        groups: Dict[str, List[torch.Tensor]] = {"pos": [], "neg": []}
        maybe: List[Optional[torch.Tensor]] = []
        for row in y.unbind(0):
            key = "pos" if bool(row.sum() > 0) else "neg"
            groups[key].append(row)
            maybe.append(row if bool(row.max() > 0.3) else None)
        best: Optional[Tuple[int, str]] = None
        if len(groups["pos"]) > 0:
            best = (len(groups["pos"]), "pos")
        stats: Dict[int, Dict[str, float]] = {}
        for i in range(y.size(0)):
            stats[i] = {"max": float(y[i].max()), "min": float(y[i].min())}
        return groups, maybe, best, stats


@torch.jit.interface
class Scorer(torch.nn.Module):
    def forward(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        pass


class Dot(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.linspace(-1, 1, 6))

    def forward(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        return (x * self.w).sum(-1) * scale


class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(6, 4), nn.Tanh(), nn.Linear(4, 1))

    def forward(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        return self.net(x).squeeze(-1) + scale


class Interfaces(nn.Module):
    """Submodules typed by an interface: an attribute and ModuleDict
    entries looked up by a runtime key."""
    scorer: Scorer

    def __init__(self):
        super().__init__()
        self.scorer = Dot()
        self.bank = nn.ModuleDict({"dot": Dot(), "mlp": Mlp()})
        self.order = ["mlp", "dot"]

    def forward(self, x):
        total = self.scorer(x, 0.5)
        for name in self.order:
            s: Scorer = self.bank[name]
            total = total + s.forward(x, 2.0)
        return total


class Stateful(nn.Module):
    """Frozen with a preserved attribute and method: the counter stays
    mutable, the weights become constants."""

    def __init__(self):
        super().__init__()
        self.calls = 0
        self.lin = nn.Linear(3, 3)
        self.register_buffer("offset", torch.tensor([0.5, -0.5, 1.0]))

    @torch.jit.export
    def bump(self, n: int) -> int:
        self.calls += n
        return self.calls

    def forward(self, x):
        self.calls += 1
        return self.lin(x) + self.offset * float(self.calls)


def structured(directory: str):
    save(directory, "classes", Classes, kinds=("script", "frozen"), seed=30)
    save(directory, "containers", Containers, kinds=("script", "frozen"), seed=31)
    save(directory, "interfaces", Interfaces, kinds=("script",), seed=32)
    save(directory, "stateful", Stateful, kinds=("script", "frozen"), seed=33, preserved=("calls", "bump"))


# ---- optimize_for_inference, frozen folding ------------------------------ #

class FoldNet(nn.Module):
    """What freezing and optimize_for_inference fold: conv-bn, conv then
    add/mul by constants, linear-bn, linear with a transposed weight,
    dropout, hardswish/relu6 and a concat of convs."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 8, 3, padding=1)
        self.b1 = nn.BatchNorm2d(8)
        self.c2 = nn.Conv2d(8, 8, 1, bias=False)
        self.c3 = nn.Conv2d(8, 8, 1)
        self.register_buffer("shift", torch.linspace(-1, 1, 8).view(1, 8, 1, 1))
        self.drop = nn.Dropout2d(0.2)
        self.lin = nn.Linear(16, 6)
        self.bn = nn.BatchNorm1d(6)

    def forward(self, x):
        y = F.hardswish(self.b1(self.c1(x)))
        y = self.drop(y)
        a = self.c2(y) * 0.5 + self.shift
        b = F.relu6(self.c3(y) - 1.0)
        z = torch.cat([a, b], 1).mean((2, 3))
        return self.bn(self.lin(z))


class MlpBn(nn.Module):
    """Linear-BatchNorm1d pairs, dropout and a residual: convolution-free,
    so its optimize_for_inference'd file (no MKLDNN constants) reloads."""

    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(6, 12)
        self.b1 = nn.BatchNorm1d(12)
        self.drop = nn.Dropout(0.4)
        self.l2 = nn.Linear(12, 12)
        self.b2 = nn.BatchNorm1d(12)
        self.out = nn.Linear(12, 3)

    def forward(self, x):
        h = self.drop(F.gelu(self.b1(self.l1(x))))
        h = h + F.relu(self.b2(self.l2(h)))
        return self.out(h).log_softmax(-1)


class LayoutNet(nn.Module):
    """Channels-last weights and reflect/circular/replicate padding convs,
    a grouped ConvTranspose2d with output_padding, GroupNorm and
    InstanceNorm with running stats."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(4, 8, 3, padding=1, padding_mode="reflect").to(memory_format=torch.channels_last)
        self.c2 = nn.Conv2d(8, 8, 3, padding=1, padding_mode="circular", groups=2)
        self.c3 = nn.Conv2d(8, 8, (3, 1), padding="same", padding_mode="replicate", dilation=2)
        self.up = nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1, groups=2, dilation=1)
        self.gn = nn.GroupNorm(2, 8)
        self.inorm = nn.InstanceNorm2d(4, affine=True, track_running_stats=True)

    def forward(self, x):
        x = x.contiguous(memory_format=torch.channels_last)
        y = F.silu(self.gn(self.c3(self.c2(self.c1(x)))))
        return self.inorm(self.up(y))


def folding(directory: str):
    save(directory, "foldnet", lambda: randomize_bn(FoldNet()), kinds=ALL, seed=40)
    save(directory, "mlp_bn", lambda: randomize_bn(MlpBn()), kinds=ALL, seed=42)
    save(directory, "layout", lambda: randomize_bn(LayoutNet()), kinds=ALL, seed=41)


# ---- traced helpers, ops ------------------------------------------------- #

def normalize(x: torch.Tensor) -> torch.Tensor:
    return (x - x.mean(-1, keepdim=True)) / (x.std(-1, keepdim=True) + 1e-5)


def pairwise(x: torch.Tensor) -> torch.Tensor:
    return torch.cdist(x, x, p=2.0)


def rope(x: torch.Tensor) -> torch.Tensor:
    n, d = x.shape[-2], x.shape[-1]
    pos = torch.arange(n, dtype=x.dtype).unsqueeze(1)
    freq = torch.exp(torch.arange(0, d, 2, dtype=x.dtype) * (-math.log(100.0) / d))
    ang = pos * freq
    x1, x2 = x[..., 0::2], x[..., 1::2]
    return torch.stack([x1 * ang.cos() - x2 * ang.sin(), x1 * ang.sin() + x2 * ang.cos()], -1).flatten(-2)


class Helpers(nn.Module):
    """Traced through plain helper functions (no control flow): rotary
    embedding, cdist, einsum, normalisation, cumsum, topk, gather."""

    def __init__(self):
        super().__init__()
        self.q = nn.Linear(8, 8)

    def forward(self, x):
        q = rope(self.q(x))
        scores = torch.einsum("bnd,bmd->bnm", q, q) / math.sqrt(8.0) - pairwise(x) * 0.1
        attn = normalize(scores).softmax(-1)
        top, idx = attn.topk(2, dim=-1)
        picked = torch.gather(x, 1, idx[..., :1].expand(-1, -1, x.size(-1)))
        return top.cumsum(-1), picked + attn @ x


class OpsMix(nn.Module):
    """Less common tensor ops: fold/unfold, pixel (un)shuffle,
    channel_shuffle, grid_sample, roll/flip, lerp, logsumexp, renorm,
    baddbmm, std_mean, bucketize, tril/triu, index_add, scatter_reduce."""

    def __init__(self):
        super().__init__()
        self.register_buffer("bounds", torch.tensor([-0.5, 0.0, 0.5]))

    def forward(self, x):
        b = x.size(0)
        patches = F.unfold(x, 2, stride=2)
        back = F.fold(patches * 2.0, x.shape[-2:], 2, stride=2)
        ps = F.pixel_unshuffle(F.pixel_shuffle(back, 2), 2)
        cs = F.channel_shuffle(ps, 2)
        theta = torch.tensor([[0.9, 0.1, 0.0], [-0.1, 0.9, 0.1]]).unsqueeze(0).expand(b, 2, 3)
        grid = F.affine_grid(theta, list(x.shape), align_corners=False)
        warped = F.grid_sample(cs, grid, mode="bilinear", padding_mode="border", align_corners=False)
        r = torch.roll(warped, shifts=(1, -1), dims=(2, 3)).flip(1)
        l = torch.lerp(r, x, 0.25)
        flat = l.flatten(2)
        lse = torch.logsumexp(flat, -1)
        rn = torch.renorm(flat, 2, 1, 1.0)
        bmm = torch.baddbmm(flat[:, :, :4], rn, rn.transpose(1, 2)[:, :, :4], beta=0.5, alpha=0.1)
        std, mean = torch.std_mean(flat, -1, unbiased=True)
        buckets = torch.bucketize(flat[0, 0], self.bounds)
        tri = torch.tril(bmm) - torch.triu(bmm, 1)
        acc = torch.zeros(4).index_add(0, buckets.clamp(max=3), flat[0, 0])
        red = torch.zeros(4).scatter_reduce(0, buckets.clamp(max=3), flat[0, 1], reduce="amax", include_self=False)
        return lse, tri, std, mean, buckets, acc, red


class Norms(nn.Module):
    """LocalResponseNorm, BatchNorm3d, LayerNorm over several dims,
    InstanceNorm1d, EmbeddingBag with offsets and per-sample weights,
    an Embedding with padding_idx."""

    def __init__(self):
        super().__init__()
        self.lrn = nn.LocalResponseNorm(3)
        self.bn3 = nn.BatchNorm3d(2)
        self.ln = nn.LayerNorm([3, 4])
        self.in1 = nn.InstanceNorm1d(3)
        self.bag = nn.EmbeddingBag(10, 4, mode="sum")
        self.emb = nn.Embedding(10, 4, padding_idx=0)

    def forward(self, x):
        y = self.lrn(x)
        z = self.bn3(y.unsqueeze(1).reshape(x.size(0), 2, -1, x.size(2), x.size(3)))
        w = self.ln(z.flatten(1, 2)[:, :3, :3, :4])
        ids = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
        offsets = torch.tensor([0, 3])
        weights = torch.linspace(0.5, 1.5, 8)
        bag = self.bag(ids, offsets, per_sample_weights=weights)
        e = self.emb(torch.tensor([[0, 2, 0], [3, 0, 1]]))
        return w, self.in1(w.flatten(2)), bag, e


def ops(directory: str):
    save(directory, "helpers", Helpers, kinds=("trace", "script", "frozen"), seed=50)
    save(directory, "ops_mix", OpsMix, kinds=("trace", "script", "frozen"), seed=51)
    save(directory, "norms", lambda: randomize_bn(Norms()), kinds=("trace", "script", "frozen"), seed=52)


def small(directory: str):
    small_torchvision(directory)
    transformers(directory)
    rnns(directory)
    structured(directory)
    folding(directory)
    ops(directory)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z6_"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--names"]:
        print(",".join(list_names()))
        sys.exit(0)
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    KEEP_ALL = "--full" in args
    if "--only" in args:
        ONLY = args[args.index("--only") + 1].split(",")
    small(target)
    if KEEP_ALL:
        full_torchvision(target)
