# A second .pt zoo, written after the first passed, to measure how far the
# loader generalizes: torchvision's classification, segmentation, detection,
# video and optical-flow families built at small width (so the fixtures stay
# small and are committed), packed-sequence RNNs, full nn.Transformers with
# every mask, script classes in and out, NamedTuple/dict/list outputs,
# attributes of many types read after load, custom methods, half/double
# modules, shared submodule types, extra files and a re-saved loaded module.
#   /usr/bin/python3 generate_zoo2.py zoo2            small fixtures (committed)
#   /usr/bin/python3 generate_zoo2.py --full DIR      and full-size nets the
#                                                     first zoo lacks (BUILD/zoo2_full)
# Then ZOO_DIR=DIR OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py >
# zoo2_expected.txt (for --full: of the full set); compare_zoo.py --expected
# zoo2_expected.txt checks ours, and resave_zoo.py that PyTorch reads what we
# save of each. Inputs are zoo_check.INPUTS' "z2_" entries.
# Each fixture is seeded on its own, so adding one changes no other.
import math
import os
import sys
from typing import Dict, Final, List, NamedTuple, Optional, Tuple, Union

import torch
import torch.nn as nn
import torchvision
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence
from torchvision.models import (convnext, densenet, efficientnet, maxvit, mnasnet, mobilenetv3, regnet, shufflenetv2,
                                swin_transformer as swin, vision_transformer as vit)
from torchvision.models.segmentation import deeplabv3, fcn, lraspp
from torchvision.models._utils import IntermediateLayerGetter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

# optimize_for_inference is left out: on this build its files keep MKL-DNN
# weights PyTorch cannot reload ("required keyword attribute 'value'").
ALL_KINDS = ("script", "trace", "frozen")
# The committed set keeps files under this size (a small-width net's code
# alone can pass it); --full keeps every file.
MAX_COMMITTED = 300_000
KEEP_ALL = False


def save_all(directory: str, base: str, make, kinds=ALL_KINDS, seed: int = 0, train: bool = False, **save_kw):
    """Saves make() (seeded, in eval mode unless `train`) every way in
    `kinds`; a kind PyTorch itself cannot save or reload is reported and
    left out."""
    torch.manual_seed(seed)
    model = make().train(train)
    example = tuple(make_input(s) for s in INPUTS["z2_" + base + "_script"])
    for kind in kinds:
        path = os.path.join(directory, "z2_" + base + "_" + kind + ".pt")
        try:
            if kind == "script":
                m = torch.jit.script(model)
            elif kind == "trace":
                m = torch.jit.trace(model, example, check_trace=False, strict=False)
            elif kind == "frozen":
                m = torch.jit.freeze(torch.jit.script(model))
            else:
                m = torch.jit.optimize_for_inference(torch.jit.script(model))
            torch.jit.save(m, path, **save_kw)
            torch.jit.load(path)
            if not KEEP_ALL and os.path.getsize(path) > MAX_COMMITTED:
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


def randomize_bn(model: nn.Module) -> nn.Module:
    """Fresh BatchNorms are identities in eval mode: give them statistics."""
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.modules.batchnorm._BatchNorm):
                m.running_mean.uniform_(-0.2, 0.2)
                m.running_var.uniform_(0.5, 1.5)
                if m.weight is not None:
                    m.weight.uniform_(0.5, 1.5)
                    m.bias.uniform_(-0.2, 0.2)
    return model


# Small-width torchvision classifiers: the same code as the full nets.
def classifiers():
    def eff_b0():
        s, _ = efficientnet._efficientnet_conf("efficientnet_b0", width_mult=0.25, depth_mult=0.25)
        return efficientnet.EfficientNet(s, 0.2, num_classes=10, last_channel=64)

    def eff_v2():
        s = [efficientnet.FusedMBConvConfig(1, 3, 1, 8, 8, 1), efficientnet.FusedMBConvConfig(4, 3, 2, 8, 16, 1),
             efficientnet.MBConvConfig(4, 3, 2, 16, 24, 1, 1.0, 1.0)]
        return efficientnet.EfficientNet(s, 0.2, num_classes=10, last_channel=32, norm_layer=nn.BatchNorm2d)

    def mnv3(arch: str, **kw):
        # The classifier's 1024/1280 wide hidden layer is most of the weights: narrower.
        s, _ = mobilenetv3._mobilenet_v3_conf(arch, width_mult=0.25, **kw)
        return lambda: mobilenetv3.MobileNetV3(s, 48, num_classes=10)

    return {
        "mnv3_small": mnv3("mobilenet_v3_small"),
        "mnv3_large": mnv3("mobilenet_v3_large", reduced_tail=True),
        "effnet_b0": eff_b0,
        "effnet_v2": eff_v2,
        "regnet": lambda: regnet.RegNet(regnet.BlockParams.from_init_params(
            depth=3, w_0=8, w_a=8.0, w_m=2.0, group_width=8, se_ratio=0.25), stem_width=8, num_classes=10),
        "regnet_x": lambda: regnet.RegNet(regnet.BlockParams.from_init_params(
            depth=3, w_0=8, w_a=8.0, w_m=2.0, group_width=4), stem_width=8, num_classes=10),
        "convnext": lambda: convnext.ConvNeXt([convnext.CNBlockConfig(8, 16, 2), convnext.CNBlockConfig(16, None, 1)],
                                              stochastic_depth_prob=0.1, layer_scale=0.5, num_classes=10),
        "shufflenet": lambda: shufflenetv2.ShuffleNetV2([2, 2, 2], [8, 16, 32, 64, 64], num_classes=10),
        "densenet": lambda: densenet.DenseNet(growth_rate=4, block_config=(2, 2), num_init_features=8, bn_size=2,
                                              num_classes=10),
        "vit_stem": lambda: vit.VisionTransformer(32, 16, 1, 2, 16, 32, num_classes=10, representation_size=12,
                                                  conv_stem_configs=[vit.ConvStemConfig(8, 3, 4), vit.ConvStemConfig(8, 3, 4)]),
        "swin": lambda: swin.SwinTransformer([4, 4], 8, [1, 1], [2, 2], [3, 3], num_classes=10),
        "swin_v2": lambda: swin.SwinTransformer([4, 4], 8, [1, 1], [2, 2], [2, 2], num_classes=10,
                                                block=swin.SwinTransformerBlockV2,
                                                downsample_layer=swin.PatchMergingV2),
        "maxvit": lambda: maxvit.MaxVit((32, 32), 8, 2, [8, 16], [1, 1], 4, 0.0, num_classes=10),
    }


def small_mobilenet_features():
    return torchvision.models.mobilenet_v3_large(width_mult=0.25, dilated=True, reduced_tail=True).features


def segmentation():
    def lr():
        return lraspp._lraspp_mobilenetv3(torchvision.models.mobilenet_v3_large(
            width_mult=0.25, dilated=True, reduced_tail=True), 3)

    def dl():
        # DeepLabHead's ASPP is 256 wide: the same modules, narrower.
        feats = small_mobilenet_features()
        body = IntermediateLayerGetter(feats, {"4": "aux", "16": "out"})
        c = feats[16].out_channels
        head = nn.Sequential(deeplabv3.ASPP(c, [12, 24, 36], 16), nn.Conv2d(16, 16, 3, padding=1, bias=False),
                             nn.BatchNorm2d(16), nn.ReLU(), nn.Conv2d(16, 3, 1))
        return deeplabv3.DeepLabV3(body, head, fcn.FCNHead(feats[4].out_channels, 3))

    def fc():
        feats = small_mobilenet_features()
        body = IntermediateLayerGetter(feats, {"6": "aux", "16": "out"})
        return fcn.FCN(body, fcn.FCNHead(feats[16].out_channels, 3), fcn.FCNHead(feats[6].out_channels, 3))

    return {"lraspp": lr, "deeplab": dl, "fcn": fc}


# RNNs with packed sequences and given states.
class PackedRnns(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 8, num_layers=2, bidirectional=True, batch_first=True)
        self.gru = nn.GRU(6, 5, num_layers=2, bidirectional=True)

    def forward(self, x, sizes: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor,
                                                     torch.Tensor, torch.Tensor]:
        b = x.size(0)
        lengths = torch.tensor(sizes)
        h0 = torch.full((4, b, 8), 0.1)
        c0 = torch.full((4, b, 8), -0.1)
        packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
        out, (h, c) = self.lstm(packed, (h0, c0))
        padded, lens = pad_packed_sequence(out, batch_first=True, padding_value=-1.0)
        packed2 = pack_padded_sequence(x.transpose(0, 1), lengths, enforce_sorted=False)
        out2, h2 = self.gru(packed2)
        padded2, _ = pad_packed_sequence(out2, total_length=x.size(1))
        return padded, lens, h, c, padded2, h2


class SortedPacked(nn.Module):
    """Sorted lengths, the packed data itself, an unpacked LSTM with states."""
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 4, bidirectional=True)
        self.rnn = nn.RNN(6, 3, num_layers=2, nonlinearity="tanh", batch_first=True, dropout=0.3)

    def forward(self, x):
        lengths = torch.tensor([x.size(1), x.size(1) - 1, 2])
        packed = pack_padded_sequence(x.transpose(0, 1), lengths)
        out, (h, c) = self.lstm(packed)
        y, (h2, c2) = self.lstm(x.transpose(0, 1), (h, c))
        r, hr = self.rnn(x)
        return out.data, out.batch_sizes, h, y, h2, c2, r, hr


class FullTransformer(nn.Module):
    def __init__(self, batch_first: bool, norm_first: bool):
        super().__init__()
        self.batch_first = batch_first
        self.t = nn.Transformer(16, 4, 2, 2, 24, dropout=0.1, activation="gelu", batch_first=batch_first,
                                norm_first=norm_first)

    def forward(self, src, tgt):
        sd = 1 if self.batch_first else 0
        s, t = src.size(sd), tgt.size(sd)
        tgt_mask = torch.triu(torch.full((t, t), float("-inf")), diagonal=1)
        src_mask = torch.zeros(s, s)
        src_mask[0, s - 1] = float("-inf")
        memory_mask = torch.zeros(t, s)
        memory_mask[:, 0] = -1.0
        pad = torch.arange(s).unsqueeze(0) >= torch.tensor([[s], [s - 2]])
        tpad = torch.arange(t).unsqueeze(0) >= torch.tensor([[t], [t - 1]])
        return self.t(src, tgt, src_mask=src_mask, tgt_mask=tgt_mask, memory_mask=memory_mask,
                      src_key_padding_mask=pad, tgt_key_padding_mask=tpad, memory_key_padding_mask=pad)


class EncoderOnly(nn.Module):
    """Eval-mode encoder stack (the fast path) with a final norm, and a relu-activated decoder layer."""
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 2, 32, batch_first=True), 2,
                                         norm=nn.LayerNorm(16), enable_nested_tensor=True)
        self.dec = nn.TransformerDecoderLayer(16, 2, 32)

    def forward(self, x):
        n = x.size(1)
        pad = torch.arange(n).unsqueeze(0) >= torch.tensor([[n - 1], [n - 3]])
        e = self.enc(x, src_key_padding_mask=pad)
        return e, self.dec(x.transpose(0, 1), e.transpose(0, 1))


# Script classes in and out, NamedTuple / dict / list-of-tuple outputs.
@torch.jit.script
class Box:
    def __init__(self, lo: torch.Tensor, hi: torch.Tensor, label: str):
        self.lo = lo
        self.hi = hi
        self.label = label

    def area(self) -> torch.Tensor:
        return (self.hi - self.lo).clamp(min=0).prod(-1)

    def grow(self, by: float) -> "Box":
        return Box(self.lo - by, self.hi + by, self.label + "+")


class Stats(NamedTuple):
    mean: torch.Tensor
    top: List[int]
    name: str
    extra: Optional[torch.Tensor]


class Structured(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    @torch.jit.export
    def make_box(self, x: torch.Tensor) -> Box:
        return Box(x.min(0)[0], x.max(0)[0], "b")

    @torch.jit.export
    def measure(self, b: Box) -> Tuple[str, torch.Tensor]:
        g = b.grow(0.5)
        return g.label, g.area()

    @torch.jit.export
    def pairs(self, x: torch.Tensor) -> List[Tuple[str, torch.Tensor]]:
        return [("row" + str(i), x[i] * i) for i in range(x.size(0))]

    @torch.jit.export
    def nested(self, x: torch.Tensor) -> Dict[str, List[Tuple[int, torch.Tensor]]]:
        return {"pos": [(i, x[i].relu()) for i in range(2)], "neg": [(-1, (-x).relu().sum(0))]}

    @torch.jit.export
    def round_trip(self, x: torch.Tensor) -> Tuple[str, torch.Tensor]:
        return self.measure(self.make_box(self.lin(x)))

    def forward(self, x) -> Tuple[Stats, Dict[str, torch.Tensor]]:
        y = self.lin(x)
        top: List[int] = torch.topk(y.sum(0), 2)[1].tolist()
        extra: Optional[torch.Tensor] = None
        if y.sum() > 0:
            extra = y.max()
        return Stats(y.mean(0), top, "s" + str(len(top)), extra), {"y": y, "box": self.make_box(y).area()}


class Attributes(nn.Module):
    """Attributes of many types, read after load by name."""
    nested: List[List[float]]

    def __init__(self):
        super().__init__()
        self.count = 7
        self.ratio = 0.25
        self.name = "attrs"
        self.flag = True
        self.sizes: List[int] = [3, 1, 4]
        self.table: Dict[str, int] = {"b": 2, "a": 1}
        self.weights: Dict[str, float] = {"w": 1.5}
        self.maybe: Optional[torch.Tensor] = torch.arange(3.0)
        self.missing: Optional[torch.Tensor] = None
        self.pair: Tuple[int, str] = (5, "five")
        self.nested = [[1.0, 2.0], []]
        self.register_buffer("running", torch.linspace(0, 1, 5))
        self.lin = nn.Linear(3, 2)

    @torch.jit.export
    def describe(self) -> str:
        return self.name + ":" + str(self.count) + ":" + str(self.sizes) + ":" + str(self.table["a"])

    @torch.jit.export
    def bump(self, n: int) -> int:
        self.count += n
        self.sizes.append(n)
        return self.count + len(self.sizes)

    def forward(self, x):
        y = self.lin(x) * self.ratio
        if self.maybe is not None:
            y = y + self.maybe.sum()
        if self.flag:
            y = y + self.running.mean()
        return y, self.weights["w"], self.pair, self.nested


class Block(nn.Module):
    def __init__(self, c: int, act: bool):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1)
        self.act = act

    def forward(self, x):
        y = self.conv(x) + x
        return torch.relu(y) if self.act else y


class SharedTypes(nn.Module):
    """Submodules of one Python class: shared and mangled TorchScript types."""
    def __init__(self):
        super().__init__()
        self.a = Block(4, True)
        self.b = Block(4, True)
        self.c = Block(4, False)
        self.seq = nn.Sequential(Block(4, True), Block(4, False))
        self.again = self.a

    def forward(self, x):
        return self.again(self.seq(self.c(self.b(self.a(x)))))


class Precision(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        y = torch.relu(self.bn(self.conv(x))).mean((2, 3))
        return torch.softmax(self.lin(y), -1), y * 3


class HalfStore(nn.Module):
    """Weights stored in half (model.half()), computed in float: CPU has no half conv."""
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4, 3, 3, 3))
        self.b = nn.Parameter(torch.randn(4))
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        y = nn.functional.conv2d(x.float(), self.w.float(), self.b.float())
        y = torch.relu(y).mean((2, 3))
        z = nn.functional.linear(y, self.lin.weight.float(), self.lin.bias.float())
        return z.half(), (x * 2).sum(1), self.b * 2


class Methods(nn.Module):
    """Exported methods calling each other and module functions; overloads by default args."""
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(5, 3)
        self.dec = nn.Linear(3, 5)

    @torch.jit.export
    def encode(self, x: torch.Tensor, scale: float = 2.0) -> torch.Tensor:
        return torch.tanh(self.enc(x)) * scale

    @torch.jit.export
    def decode(self, z: torch.Tensor) -> torch.Tensor:
        return self.dec(z)

    @torch.jit.export
    def loss(self, x: torch.Tensor) -> float:
        return float(nn.functional.mse_loss(self.forward(x), x))

    def forward(self, x):
        return self.decode(self.encode(x, 2.0))


class UNet(nn.Module):
    """A two-level UNet: skips concatenated, upsampled to the skip's size."""
    def __init__(self):
        super().__init__()
        self.d1 = nn.Sequential(nn.Conv2d(3, 8, 3, padding="same", padding_mode="reflect"), nn.BatchNorm2d(8),
                                nn.LeakyReLU(0.1))
        self.d2 = nn.Sequential(nn.MaxPool2d(2), nn.Conv2d(8, 16, 3, padding=1, padding_mode="replicate"), nn.ELU())
        self.up = nn.ConvTranspose2d(16, 8, 2, stride=2)
        self.u1 = nn.Sequential(nn.Conv2d(16, 8, 3, padding=1, padding_mode="circular"), nn.SiLU(),
                                nn.Conv2d(8, 2, 1))

    def forward(self, x):
        a = self.d1(x)
        b = self.d2(a)
        u = nn.functional.interpolate(self.up(b), size=a.shape[-2:], mode="bilinear", align_corners=True)
        y = self.u1(torch.cat([a, u], dim=1))
        return y, nn.functional.interpolate(b, scale_factor=2.0, mode="nearest-exact")


class Audio(nn.Module):
    """1-D convolutions over a waveform, as speech models write them."""
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(1, 8, 9, stride=2, padding=4, dilation=1, groups=1)
        self.dw = nn.Conv1d(8, 8, 5, padding=4, dilation=2, groups=8, bias=False)
        self.norm = nn.GroupNorm(2, 8)
        self.tconv = nn.ConvTranspose1d(8, 4, 4, stride=2, padding=1)
        self.pool = nn.AdaptiveMaxPool1d(3)
        self.gru = nn.GRU(8, 6, batch_first=True)

    def forward(self, wav):
        x = nn.functional.gelu(self.norm(self.conv(wav.unsqueeze(1))))
        x = x + self.dw(x)
        seq, h = self.gru(x.transpose(1, 2))
        return self.tconv(x), self.pool(x), nn.functional.avg_pool1d(x, 3, 2, 1, count_include_pad=False), seq, h


class TiedLM(nn.Module):
    """An LSTM language model whose decoder shares the embedding's weight."""
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(12, 8, padding_idx=0)
        self.lstm = nn.LSTM(8, 8, 2, dropout=0.2)
        self.dec = nn.Linear(8, 12)
        self.dec.weight = self.emb.weight

    def forward(self, ids):
        out, (h, c) = self.lstm(self.emb(ids))
        return nn.functional.log_softmax(self.dec(out), -1), h


class Buffers2(nn.Module):
    """Buffers of many dtypes, non-contiguous and sharing one storage."""
    def __init__(self):
        super().__init__()
        base = torch.randn(4, 6)
        self.register_buffer("t", base.t())
        self.register_buffer("part", base[1:3, ::2])
        self.register_buffer("whole", base)
        self.register_buffer("i8", torch.tensor([-3, 5, 127], dtype=torch.int8))
        self.register_buffer("u8", torch.tensor([1, 200, 255], dtype=torch.uint8))
        self.register_buffer("b", torch.tensor([True, False, True]))
        self.register_buffer("i16", torch.tensor([-300, 2, 1000], dtype=torch.int16))
        self.register_buffer("bf", torch.tensor([1.5, -2.25, 3.0], dtype=torch.bfloat16))
        self.register_buffer("c", torch.tensor([1 + 2j, -1j, 3.0], dtype=torch.complex128))
        self.register_buffer("empty", torch.zeros(0, 3))
        self.register_buffer("scalar", torch.tensor(2.5))
        self.register_buffer("expanded", torch.arange(3.0).expand(2, 3))

    def forward(self, x):
        y = x @ self.t + self.part.sum() + self.whole.mean()
        z = self.i8.float() * self.u8.float() + self.i16.float() + self.b.float() + self.bf.float()
        return y, z, self.c * 2, self.empty.sum(0), self.scalar * x.sum(), self.expanded + 1, self.t.stride()


class Tokenizer(nn.Module):
    """String processing: split, lower, strip, dict lookups, joins."""
    def __init__(self):
        super().__init__()
        self.vocab: Dict[str, int] = {"<unk>": 0, "the": 1, "cat": 2, "sat": 3, "on": 4, "mat": 5}
        self.emb = nn.EmbeddingBag(6, 4, mode="sum")

    @torch.jit.export
    def tokenize(self, text: str) -> List[int]:
        ids: List[int] = []
        for w in text.lower().replace(",", " ").split():
            w = w.strip(".!?")
            ids.append(self.vocab.get(w, 0))
        return ids

    @torch.jit.export
    def detokenize(self, ids: List[int]) -> str:
        inv: Dict[int, str] = {}
        for k, v in self.vocab.items():
            inv[v] = k
        return " ".join([inv[i] for i in ids]).capitalize() + "."

    def forward(self, x):
        ids = self.tokenize("The cat, sat ON the Mat!  dog")
        t = torch.tensor(ids)
        w = torch.linspace(0.5, 1.5, len(ids))
        return self.emb(t.unsqueeze(0), per_sample_weights=w.unsqueeze(0)) + x, self.detokenize(ids[:4]), ids


class TrainBn(nn.Module):
    """Saved in training mode: batch statistics, running stats updated in place."""
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4, momentum=None)
        self.bn1 = nn.BatchNorm1d(4)

    def forward(self, x):
        y = self.bn(self.conv(x)).mean((2, 3))
        y = self.bn1(y)
        return y, self.bn.running_mean, self.bn1.running_var, self.bn.num_batches_tracked


class Indexing(nn.Module):
    """Indexing as users write it: slices assigned, masks, advanced indices, views."""
    def forward(self, x):
        y = x.clone()
        y[:, 0] = 0.0
        y[y > 0.5] = 1.0
        y[1, :, 1:3] += x[0, :, :2]
        idx = torch.tensor([2, 0])
        z = x[idx][:, idx] + x[..., None, 0][idx][:, idx]
        a, b = x.chunk(2, dim=2)
        parts = torch.split(x, [1, 3], dim=2)
        w = x.new_zeros(2, 2).index_fill(1, torch.tensor([1]), 3.0)
        m = x.masked_select(x < 0).sum() + x.narrow(1, 1, 2).sum() + x.index_select(2, idx).sum()
        u = torch.stack(x.unbind(1), dim=-1).flatten(1)
        v = x.view(x.size(0), -1).type_as(idx).float() + x.reshape(-1, 4).expand_as(x.reshape(-1, 4)).sum()
        return y, z, a * b, parts[1], w, m, u, v, x.permute(2, 0, 1).contiguous().view(4, -1)


def traced_fn(x: torch.Tensor, y: torch.Tensor):
    k = torch.tensor([[1.0, -1.0], [0.5, 2.0]])
    return torch.matmul(x, k) + y.sum(), torch.where(x > 0, x, y), x.numel()


class TraceMethods(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 2)

    def forward(self, x):
        return self.lin(x).relu()

    def score(self, x, y):
        return (self.lin(x) * y).sum(-1)


class Unused(nn.Module):
    """@torch.jit.unused and @torch.jit.ignore methods, Final and __constants__."""
    __constants__ = ["mode"]
    depth: Final[int] = 2

    def __init__(self):
        super().__init__()
        self.mode = "sum"
        self.lin = nn.Linear(4, 4)

    @torch.jit.unused
    def python_only(self, x: torch.Tensor) -> torch.Tensor:
        return torch.from_numpy(x.numpy())

    def forward(self, x):
        if self.training:
            x = self.python_only(x)
        for _ in range(self.depth):
            x = torch.tanh(self.lin(x))
        return x.sum() if self.mode == "sum" else x.mean()


class Typing(nn.Module):
    """Optional, Union and container arguments with defaults."""
    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict({"a": nn.Linear(3, 2), "b": nn.Linear(3, 1)})

    @torch.jit.export
    def mixed(self, x: Union[int, torch.Tensor], scales: Optional[Dict[str, float]] = None,
              names: Optional[List[str]] = None) -> List[torch.Tensor]:
        t = torch.full((1, 3), float(x)) if isinstance(x, int) else x
        out: List[torch.Tensor] = []
        for name, head in self.heads.items():
            if names is None or name in names:
                k = 1.0 if scales is None else scales.get(name, 1.0)
                out.append(head(t) * k)
        return out

    def forward(self, x, scales: Optional[Dict[str, float]] = None):
        return self.mixed(x, scales, None), self.mixed(2, None, ["b"])


class GptBlock(nn.Module):
    """GPT-2 style: Conv1D (addmm) projections, a causal-mask buffer, new-GELU, past key/values."""
    def __init__(self, d: int = 16, heads: int = 2, n_ctx: int = 8):
        super().__init__()
        self.heads = heads
        self.register_buffer("bias", torch.tril(torch.ones(n_ctx, n_ctx, dtype=torch.uint8)).view(1, 1, n_ctx, n_ctx))
        self.c_attn_w = nn.Parameter(torch.randn(d, 3 * d) * 0.2)
        self.c_attn_b = nn.Parameter(torch.zeros(3 * d))
        self.ln1 = nn.LayerNorm(d, eps=1e-5)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.proj = nn.Linear(4 * d, d)

    def split(self, t):
        b, n, d = t.size()
        return t.view(b, n, self.heads, d // self.heads).permute(0, 2, 1, 3)

    def forward(self, x, past: Optional[Tuple[torch.Tensor, torch.Tensor]] = None):
        h = self.ln1(x)
        qkv = torch.addmm(self.c_attn_b, h.view(-1, h.size(-1)), self.c_attn_w).view(x.size(0), x.size(1), -1)
        q, k, v = qkv.split(x.size(-1), dim=2)
        q, k, v = self.split(q), self.split(k), self.split(v)
        if past is not None:
            k = torch.cat((past[0], k), dim=-2)
            v = torch.cat((past[1], v), dim=-2)
        w = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(v.size(-1))
        nd, ns = w.size(-2), w.size(-1)
        mask = self.bias[:, :, ns - nd:ns, :ns].to(torch.bool)
        w = torch.where(mask, w, torch.tensor(-3.4028234663852886e38, dtype=w.dtype))
        a = torch.matmul(nn.functional.softmax(w, dim=-1), v).permute(0, 2, 1, 3).contiguous()
        x = x + a.view(x.size(0), x.size(1), -1)
        m = self.fc(self.ln2(x))
        m = 0.5 * m * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (m + 0.044715 * torch.pow(m, 3.0))))
        return x + self.proj(m), (k, v)


class T5Bias(nn.Module):
    """T5's relative position buckets: log, integer casts, min/where, an embedding."""
    def __init__(self, buckets: int = 8, max_distance: int = 16, heads: int = 2):
        super().__init__()
        self.buckets = buckets
        self.max_distance = max_distance
        self.rel = nn.Embedding(buckets, heads)

    def bucket(self, relative_position):
        n = self.buckets // 2
        ret = (relative_position > 0).to(torch.long) * n
        rp = torch.abs(relative_position)
        max_exact = n // 2
        is_small = rp < max_exact
        large = max_exact + (torch.log(rp.float() / max_exact) / math.log(self.max_distance / max_exact)
                             * (n - max_exact)).to(torch.long)
        large = torch.min(large, torch.full_like(large, n - 1))
        return ret + torch.where(is_small, rp, large)

    def forward(self, x):
        q, k = x.size(1), x.size(1) + 2
        ctx = torch.arange(q, dtype=torch.long)[:, None]
        mem = torch.arange(k, dtype=torch.long)[None, :]
        values = self.rel(self.bucket(mem - ctx))
        bias = values.permute([2, 0, 1]).unsqueeze(0)
        scores = torch.einsum("bqd,bkd->bqk", x, torch.cat([x, x[:, :2]], 1)).unsqueeze(1) + bias
        return scores.softmax(-1), self.bucket(mem - ctx)


class MiniBert(nn.Module):
    """BERT style: word/position/type embeddings, extended attention mask, erf GELU, pooler."""
    def __init__(self, vocab: int = 12, d: int = 16):
        super().__init__()
        self.word = nn.Embedding(vocab, d, padding_idx=0)
        self.pos = nn.Embedding(10, d)
        self.typ = nn.Embedding(2, d)
        self.register_buffer("position_ids", torch.arange(10).expand((1, -1)))
        self.norm = nn.LayerNorm(d, eps=1e-12)
        self.layer = nn.TransformerEncoderLayer(d, 2, 32, dropout=0.1, activation="gelu", batch_first=True)
        self.pool = nn.Linear(d, d)

    def forward(self, ids, attention_mask: Optional[torch.Tensor] = None):
        n = ids.size(1)
        if attention_mask is None:
            attention_mask = torch.ones_like(ids)
        types = torch.zeros_like(ids)
        e = self.norm(self.word(ids) + self.pos(self.position_ids[:, :n]) + self.typ(types))
        ext = (1.0 - attention_mask[:, None, None, :].to(e.dtype)) * -3.4028234663852886e38
        h = self.layer(e, src_key_padding_mask=attention_mask == 0)
        return h, torch.tanh(self.pool(h[:, 0])), ext


def torchvision_nets(directory: str):
    for name, make in classifiers().items():
        kinds = ("script", "trace", "frozen") if name in ("maxvit", "swin", "swin_v2") else ALL_KINDS
        save_all(directory, name, lambda: randomize_bn(make()), kinds=kinds)
    for name, make in segmentation().items():
        save_all(directory, name, lambda: randomize_bn(make()), kinds=("script", "trace", "frozen"))


def others(directory: str):
    save_all(directory, "packed_rnns", PackedRnns, kinds=("script", "trace", "frozen"), seed=1)
    save_all(directory, "sorted_packed", SortedPacked, kinds=("script", "frozen"), seed=2)
    save_all(directory, "transformer_bf", lambda: FullTransformer(True, False), kinds=("script", "trace", "frozen"),
             seed=3)
    save_all(directory, "transformer_sf", lambda: FullTransformer(False, True), kinds=("script", "frozen"), seed=4)
    save_all(directory, "encoder_only", EncoderOnly, kinds=("script", "trace", "frozen"), seed=5)
    save_all(directory, "structured", Structured, kinds=("script",), seed=6)
    save_all(directory, "attributes", Attributes, kinds=("script",), seed=7,
             _extra_files={"config.json": '{"classes": 2}'})
    save_all(directory, "shared_types", SharedTypes, kinds=("script", "trace", "frozen"), seed=8)
    save_all(directory, "half", lambda: HalfStore().half(), kinds=("script", "trace"), seed=9)
    save_all(directory, "double", lambda: randomize_bn(Precision()).double(), kinds=("script", "trace", "frozen"),
             seed=9)
    save_all(directory, "methods", Methods, kinds=("script",), seed=10)
    save_all(directory, "unet", UNet, seed=11)
    save_all(directory, "audio", Audio, seed=12)
    save_all(directory, "tied_lm", TiedLM, seed=13)
    save_all(directory, "buffers2", Buffers2, kinds=("script", "frozen"), seed=14)
    save_all(directory, "tokenizer", Tokenizer, kinds=("script", "frozen"), seed=15)
    torch.manual_seed(16)
    torch.jit.script(TrainBn().train()).save(os.path.join(directory, "z2_train_bn_script.pt"))
    save_all(directory, "indexing", Indexing, kinds=("script", "trace"), seed=17)
    traced = torch.jit.trace(traced_fn, tuple(make_input(s) for s in INPUTS["z2_traced_fn_script"]))
    traced.save(os.path.join(directory, "z2_traced_fn_script.pt"))
    torch.manual_seed(18)
    ex = {"forward": make_input((3, 4)), "score": (make_input((3, 4)), make_input((3, 2)))}
    torch.jit.trace_module(TraceMethods(), ex).save(os.path.join(directory, "z2_trace_methods_script.pt"))
    save_all(directory, "unused", Unused, kinds=("script", "frozen"), seed=19)
    save_all(directory, "typing", Typing, kinds=("script",), seed=20)
    save_all(directory, "densenet_me", lambda: randomize_bn(densenet.DenseNet(
        growth_rate=4, block_config=(2, 1), num_init_features=8, bn_size=2, num_classes=5, memory_efficient=True)),
        seed=21)
    save_all(directory, "gpt_block", GptBlock, seed=22)
    save_all(directory, "t5_bias", T5Bias, seed=23)
    save_all(directory, "mini_bert", MiniBert, kinds=("script", "trace", "frozen"), seed=24)
    # The same scripted module saved twice, and a loaded module saved again.
    torch.manual_seed(8)
    m = torch.jit.script(SharedTypes().eval())
    m.save(os.path.join(directory, "z2_saved_twice_script.pt"))
    m.save(os.path.join(directory, "z2_saved_twice_script.pt"))
    loaded = torch.jit.load(os.path.join(directory, "z2_structured_script.pt"))
    torch.jit.save(loaded, os.path.join(directory, "z2_resaved_script.pt"))
    frozen = torch.jit.load(os.path.join(directory, "z2_convnext_frozen.pt"))
    frozen.save(os.path.join(directory, "z2_resaved_frozen.pt"))


def with_head(net: nn.Module) -> nn.Module:
    """torchvision zero-fills the ViT head: outputs would say nothing."""
    nn.init.normal_(net.heads.head.weight, std=0.1)
    return net


def full(directory: str):
    """Nets over ~1 MB even at small width, and full-size ones the first zoo lacks."""
    save_all(directory, "mnasnet", lambda: randomize_bn(mnasnet.MNASNet(0.25, num_classes=10)))
    save_all(directory, "ssdlite", lambda: torchvision.models.detection.ssdlite320_mobilenet_v3_large(
        weights_backbone=None, num_classes=3, width_mult=0.25, score_thresh=0.0, detections_per_img=10),
        kinds=("script", "frozen"))
    nets = {
        "resnet34": lambda: torchvision.models.resnet34(),
        "efficientnet_b1": lambda: torchvision.models.efficientnet_b1(),
        "mnasnet1_0": lambda: torchvision.models.mnasnet1_0(),
        "shufflenet_v2_x1_5": lambda: torchvision.models.shufflenet_v2_x1_5(),
        "regnet_y_800mf": lambda: torchvision.models.regnet_y_800mf(),
        "densenet169": lambda: torchvision.models.densenet169(),
        "mc3_18": lambda: torchvision.models.video.mc3_18(),
        "r2plus1d_18": lambda: torchvision.models.video.r2plus1d_18(),
        "s3d": lambda: torchvision.models.video.s3d(),
        "raft_small": lambda: torchvision.models.optical_flow.raft_small(),
        "vit_b_16_64": lambda: with_head(torchvision.models.vit_b_16(image_size=64)),
        "fasterrcnn_mnv3_fpn": lambda: torchvision.models.detection.fasterrcnn_mobilenet_v3_large_fpn(
            weights_backbone=None, num_classes=4, box_score_thresh=0.0, box_detections_per_img=20),
        "mvit_v2_s": lambda: torchvision.models.video.mvit_v2_s(),
    }
    only = set(os.environ.get("ZOO_ONLY", "").split(",")) - {""}
    for name, make in nets.items():
        if not only or name in only:
            # RAFT's forward takes num_flow_updates, an int: not traceable;
            # detection takes and gives lists.
            kinds = ("script", "frozen") if name in ("raft_small", "fasterrcnn_mnv3_fpn") else ALL_KINDS
            save_all(directory, name, make, kinds=kinds)
    # Training mode: batch statistics, dropout and the auxiliary heads'
    # outputs (GoogLeNetOutputs / InceptionOutputs NamedTuples).
    if not only or "train" in only:
        save_all(directory, "googlenet_train", lambda: torchvision.models.googlenet(
            aux_logits=True, transform_input=True, init_weights=True), kinds=("script",), train=True)
        save_all(directory, "inception_v3_train", lambda: torchvision.models.inception_v3(
            aux_logits=True, init_weights=True), kinds=("script",), train=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    KEEP_ALL = args[:1] == ["--full"]
    torchvision_nets(target)
    others(target)
    if KEEP_ALL:
        full(target)
