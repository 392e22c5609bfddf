# Writes the .pt zoo with PyTorch 1.13.1 and torchvision: every way PyTorch
# makes a .pt (script, trace, freeze, optimize_for_inference,
# optimize_for_mobile, _save_for_lite_interpreter, saved functions) over torchvision's classifiers, segmentation and video models,
# detection post-processing (torchvision.ops), RNNs, Transformers (with the
# padding-mask fast path), script classes, containers, interfaces and
# fork/wait; zoo_wide.py adds tutorial models (char-RNN, seq2seq with
# attention, language models, DCGAN, VAE), torchvision's detection models
# over tiny backbones, script classes, containers in and out, buffers,
# training-mode randomness, exported methods, extra files and dtypes.
#   /usr/bin/python3 generate_zoo.py zoo             small fixtures (committed)
#   /usr/bin/python3 generate_zoo.py --full DIR      and full-size torchvision
# (ctest's pt_zoo_full reads BUILD/zoo_full). Then
#   ZOO_DIR=DIR OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py > zoo_expected.txt
# records PyTorch's outputs of the full set (committed; seeds are fixed, so
# the small fixtures give the same); compare_zoo.py checks ours against them.
# A file PyTorch cannot reload itself (optimize_for_inference's MKL-DNN
# convolutions on this build: the weights are not in the file) is left out.
import os
import sys
from enum import Enum
from typing import Dict, Final, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torchvision
import torchvision.models.segmentation as seg
from torch.utils.mobile_optimizer import optimize_for_mobile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402
import zoo_wide  # noqa: E402


def inputs(name: str):
    return tuple(make_input(s) for s in INPUTS[name])


def save_all(directory: str, base: str, model: nn.Module, kinds=("script", "trace", "frozen", "optimized")):
    """Saves `model` (in eval mode) every way PyTorch makes a .pt."""
    model = model.eval()
    example = inputs(base + "_script")
    for kind in kinds:
        name = base + "_" + kind
        try:
            if kind == "script":
                m = torch.jit.script(model)
            elif kind == "trace":
                # strict=False: segmentation models return a dict.
                m = torch.jit.trace(model, example, check_trace=False, strict=False)
            elif kind == "frozen":
                m = torch.jit.freeze(torch.jit.script(model))
            elif kind == "mobile":
                # XNNPACK prepacked convolutions and linears (custom class
                # constants), fused add-relu.
                m = optimize_for_mobile(torch.jit.script(model))
            elif kind == "lite":
                m = torch.jit.script(model)
            else:
                m = torch.jit.optimize_for_inference(torch.jit.script(model))
            if kind == "lite":
                m._save_for_lite_interpreter(os.path.join(directory, name + ".pt"))
            else:
                m.save(os.path.join(directory, name + ".pt"))
            # A file PyTorch cannot reload itself is no fixture.
            torch.jit.load(os.path.join(directory, name + ".pt"))
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", name + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            path = os.path.join(directory, name + ".pt")
            if os.path.exists(path):
                os.remove(path)


class Recurrent(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 16, num_layers=2, batch_first=True, bidirectional=True)
        self.lstm = nn.LSTM(8, 12, num_layers=2, bidirectional=True)
        self.cell = nn.LSTMCell(8, 6)

    def forward(self, x):
        a, h = self.gru(x)
        b, (h2, c2) = self.lstm(x.transpose(0, 1))
        hx, cx = self.cell(x[:, 0])
        return a.sum(1), b.sum(0), h, h2, c2, hx + cx


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(16, 4, 2, 2, 32, dropout=0.0, batch_first=True)

    def forward(self, src, tgt):
        n = tgt.size(1)
        mask = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        return self.t(src, tgt, tgt_mask=mask)


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        layer = nn.TransformerDecoderLayer(16, 4, 32, batch_first=True, norm_first=True)
        self.dec = nn.TransformerDecoder(layer, 2)

    def forward(self, tgt, memory):
        return self.dec(tgt, memory)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(16, 4, batch_first=True)

    def forward(self, x) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
        return self.mha(x, x, x, need_weights=True)


class Pair(NamedTuple):
    probs: torch.Tensor
    count: int


@torch.jit.script
class Scaler:
    def __init__(self, s: float):
        self.s = s
        self.history: List[float] = []

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        self.history.append(self.s)
        return x * self.s


class ClassesNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.ap = nn.AdaptiveAvgPool2d((1, 1))

    def forward(self, x) -> Tuple[Pair, Dict[str, torch.Tensor], List[torch.Tensor]]:
        s = Scaler(2.0)
        y = self.ap(torch.relu(self.bn(self.conv(x)))).flatten(1)
        y = torch.softmax(s.apply(y), dim=1)
        return Pair(y, len(s.history)), {"y": y, "z": y * 2}, [y, -y]


class Containers(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(8, 8) for _ in range(3)])
        self.heads = nn.ModuleDict({"a": nn.Linear(8, 2), "b": nn.Sequential(nn.Linear(8, 3), nn.Tanh())})
        self.names: List[str] = ["a", "b"]

    def forward(self, x) -> Dict[str, torch.Tensor]:
        for i, layer in enumerate(self.layers):
            x = torch.relu(layer(x)) + i
        out: Dict[str, torch.Tensor] = {}
        for name, head in self.heads.items():
            out[name] = head(x)
        return out


class OptionalArg(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 4)

    def forward(self, x, mask: Optional[torch.Tensor] = None):
        if mask is not None:
            x = x * mask
        return self.lin(x)


@torch.jit.interface
class Activation(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Swish(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.sigmoid(x)


class WithInterface(nn.Module):
    act: Activation

    def __init__(self):
        super().__init__()
        self.act = Swish()
        self.lin = nn.Linear(8, 8)

    def forward(self, x):
        return self.act(self.lin(x))


class Branch(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def forward(self, x):
        return torch.relu(self.lin(x))


class Forked(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Branch()
        self.b = Branch()

    def forward(self, x):
        fa = torch.jit.fork(self.a, x)
        fb = torch.jit.fork(self.b, x * 2)
        return torch.jit.wait(fa) + torch.jit.wait(fb)


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(5, 6)
        self.norm = nn.LayerNorm(6)

    def forward(self, ids):
        return self.norm(self.emb(ids)).mean(1)


class RnnStates(nn.Module):
    """LSTM with projections and given states, a ReLU RNN and a GRU cell."""
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 10, num_layers=2, batch_first=True, bidirectional=True, proj_size=4)
        self.rnn = nn.RNN(8, 6, nonlinearity="relu", batch_first=True)
        self.cell = nn.GRUCell(8, 5)

    def forward(self, x):
        b = x.size(0)
        h0 = torch.full((4, b, 4), 0.1)
        c0 = torch.full((4, b, 10), -0.2)
        out, (h, c) = self.lstm(x, (h0, c0))
        r, hr = self.rnn(x)
        g = torch.zeros(b, 5)
        for t in range(x.size(1)):
            g = self.cell(x[:, t], g)
        return {"lstm": out, "h": h, "c": c, "rnn": r, "hr": hr, "gru_cell": g}


class PaddedEncoder(nn.Module):
    """The Transformer fast path: eval-mode encoder with a key padding mask."""
    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(16, 4, 32, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)

    def forward(self, x):
        n = x.size(1)
        mask = torch.arange(n).unsqueeze(0) >= torch.tensor([[n], [n - 2]])
        return self.enc(x, src_key_padding_mask=mask)


class MaskedSeq2Seq(nn.Module):
    """nn.Transformer with causal, source and key padding masks."""
    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(16, 4, 1, 2, 32, dropout=0.0)

    def forward(self, src, tgt):
        s, t = src.size(0), tgt.size(0)
        tgt_mask = torch.triu(torch.full((t, t), float("-inf")), diagonal=1)
        pad = torch.arange(s).unsqueeze(0) >= torch.tensor([[s], [s - 1]])
        return self.t(src, tgt, tgt_mask=tgt_mask, src_key_padding_mask=pad, memory_key_padding_mask=pad)


class Video(nn.Module):
    """A small 3-D CNN: conv3d, batch norm, 3-D pooling, trilinear resize."""
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv3d(3, 8, (3, 5, 5), stride=(1, 2, 2), padding=(1, 2, 2)),
                                  nn.BatchNorm3d(8), nn.ReLU(), nn.MaxPool3d((1, 3, 3), (1, 2, 2), (0, 1, 1)))
        self.block = nn.Sequential(nn.Conv3d(8, 8, 3, padding=1, groups=2), nn.InstanceNorm3d(8, affine=True),
                                   nn.ReLU(), nn.AvgPool3d(2))
        self.up = nn.ConvTranspose3d(8, 4, 2, stride=2)
        self.head = nn.Sequential(nn.AdaptiveAvgPool3d(1), nn.Flatten(), nn.Linear(8, 5))

    def forward(self, x) -> Tuple[torch.Tensor, torch.Tensor]:
        y = self.block(self.stem(x))
        seg = nn.functional.interpolate(self.up(y), size=x.shape[2:], mode="trilinear", align_corners=False)
        return self.head(y), seg


class Detect(nn.Module):
    """Detection post-processing: torchvision.ops nms, batched_nms, roi_align, box_iou."""
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)

    def forward(self, img, raw):
        feat = self.conv(img)
        xy = raw[:, :2].abs() * 20
        boxes = torch.cat([xy, xy + raw[:, 2:].abs() * 12 + 1], dim=1)
        scores = raw.sum(1).sigmoid()
        keep = torchvision.ops.nms(boxes, scores, 0.3)
        by_class = torchvision.ops.batched_nms(boxes, scores, torch.arange(raw.size(0)) % 3, 0.3)
        rois = torchvision.ops.roi_align(feat, [boxes[:4], boxes[4:9]], (3, 3), 0.5, 2, True)
        pooled = torchvision.ops.roi_align(feat, [boxes[:6], boxes[6:]], 2, 0.5)
        return keep, by_class, rois, pooled, torchvision.ops.box_iou(boxes, boxes)


class RoiPooling(nn.Module):
    """torchvision.ops roi_pool, ps_roi_align, ps_roi_pool (boxes reach past the map)."""
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)

    def forward(self, img, raw):
        feat = self.conv(img)
        xy = raw[:, :2].abs() * 12 - 2
        boxes = torch.cat([torch.arange(raw.size(0)).remainder(2).unsqueeze(1).float(), xy,
                           xy + raw[:, 2:].abs() * 14 + 1], dim=1)
        return (torchvision.ops.roi_pool(feat, boxes, 3, 0.5), torchvision.ops.roi_pool(feat, boxes, (2, 4), 1.0),
                torchvision.ops.ps_roi_align(feat, boxes, 2, 0.5, 2), torchvision.ops.ps_roi_align(feat, boxes, 2, 1.0),
                torchvision.ops.ps_roi_pool(feat, boxes, 2, 0.5), torchvision.ops.ps_roi_pool(feat, boxes, 1, 1.0))


class Deformable(nn.Module):
    """torchvision.ops.DeformConv2d with and without a mask, groups and offset groups, and the functional form."""
    def __init__(self):
        super().__init__()
        self.offset = nn.Conv2d(8, 2 * 2 * 9, 3, padding=1)
        self.mask = nn.Conv2d(8, 2 * 9, 3, padding=1)
        self.dcn = torchvision.ops.DeformConv2d(8, 6, 3, padding=1, groups=2)
        self.strided = torchvision.ops.DeformConv2d(8, 4, 3, stride=2, padding=2, dilation=2, bias=False)

    def forward(self, x):
        off = self.offset(x) * 2
        y = self.dcn(x, off, torch.sigmoid(self.mask(x)))
        o2 = nn.functional.avg_pool2d(off[:, :18], 2)
        z = self.strided(x, o2[:, :, :x.size(2) // 2, :x.size(3) // 2])
        w = torchvision.ops.deform_conv2d(x, off[:, :18], self.dcn.weight.repeat(1, 2, 1, 1), padding=(1, 1))
        return y, z, w


class MobileBlocks(nn.Module):
    """What optimize_for_mobile rewrites: conv/bn folding into XNNPACK contexts with
    relu/hardtanh clamps, transposed convs, linears and add-relu fusion."""
    def __init__(self):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8), nn.ReLU6())
        self.dw = nn.Conv2d(8, 8, 3, padding=2, dilation=2, groups=8)
        self.up = nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1)
        self.head = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 5))
        # Cross-attention: its in-projection slices are prepacked at run time.
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)

    def forward(self, x):
        y = self.conv(x)
        y = torch.relu(self.dw(y) + y)
        tokens = y.flatten(2).transpose(1, 2)
        att, _ = self.attn(tokens[:, :5], tokens, tokens)
        return self.head(y.mean([2, 3])), torch.relu(self.up(y)), att


@torch.jit.script
class Counter:
    """A script class pickled through __getstate__/__setstate__."""
    def __init__(self, start: int):
        self.start = start
        self.table = torch.arange(4.0)

    def __getstate__(self) -> Tuple[int, torch.Tensor]:
        return (self.start, self.table)

    def __setstate__(self, state: Tuple[int, torch.Tensor]) -> None:
        self.start = state[0] + 100
        self.table = state[1] * 2


class Color(Enum):
    RED = 1
    GREEN = 2


class Stateful(nn.Module):
    """__getstate__/__setstate__ on a module and on a script class attribute,
    an Enum attribute, Final constants, comprehensions, f-strings, zip/enumerate."""
    k: Final[int] = 3

    def __init__(self):
        super().__init__()
        self.counter = Counter(5)
        self.weight = nn.Parameter(torch.randn(4, 4))
        self.scale = 1.5
        self.color = Color.GREEN
        self.table: Dict[str, List[torch.Tensor]] = {"a": [torch.ones(2)], "b": [torch.zeros(2), torch.ones(2)]}

    @torch.jit.export
    def __getstate__(self):
        return (self.weight, self.scale, self.table, self.training)

    @torch.jit.export
    def __setstate__(self, state: Tuple[torch.Tensor, float, Dict[str, List[torch.Tensor]], bool]):
        self.weight = state[0]
        self.scale = state[1] * 10
        self.counter = Counter(7)
        self.color = Color.RED
        self.table = state[2]
        self.training = state[3]

    def forward(self, x):
        words = "a,b,c".split(",")
        n = len([w + "!" for w in words]) + len({w: 1 for w in words})
        tag = f"{n}-{self.k}".upper()
        total = 0
        for i, (w, v) in enumerate(zip(words, sorted([3, 1, 2]))):
            total += i * v + len(w)
        if self.color == Color.GREEN:
            total += self.color.value
        y = x.matmul(self.weight) * self.scale + self.counter.table.sum() + self.counter.start
        return y, tag, total, [t * total for t in self.table["b"]], self.color.name


class ManyOps(nn.Module):
    """Tensor ops of many kinds: fft, linalg, sorting, scans, scatter/gather, set ops, binning."""
    def forward(self, x):
        y = torch.fft.rfft(x, dim=-1).abs().sum(-1, keepdim=True) + torch.fft.fft(x).real
        z = torch.linalg.norm(x, dim=1) + torch.einsum("bij,bjk->bik", x, x.transpose(1, 2)).sum((1, 2)).unsqueeze(1)
        s, idx = torch.sort(x, dim=-1, descending=True)
        t, ti = torch.topk(x, 3, dim=-1)
        c = torch.cumsum(x, 1) + torch.cumprod(x.clamp(0.5, 1.5), 2)
        g = torch.gather(x, 2, idx[:, :, :2]) + torch.scatter(torch.zeros_like(x), 2, idx, x)[:, :, :2]
        m = x.masked_fill(x > 0.5, -1.0).where(x < 0.9, torch.ones_like(x))
        nz = torch.nonzero(x > 0.3).shape[0]
        u = torch.unique(torch.round(x * 4), sorted=True)
        b = torch.bucketize(x, torch.tensor([-0.5, 0.0, 0.5]))
        ss = torch.searchsorted(torch.tensor([-0.5, 0.0, 0.5]), x.contiguous())
        lse = torch.logsumexp(x, dim=2)
        r = torch.roll(x, 1, 2).flip(1).rot90(1, [1, 2])
        ri = torch.repeat_interleave(x[:, :, :2], 2, dim=2)
        tr = torch.triu(x[0]) + torch.tril(x[0], -1)
        cd = torch.cdist(x, x) 
        oh = nn.functional.one_hot(b.flatten()[:6], 4)
        h = torch.histc(x, bins=5, min=-1.0, max=1.0)
        mg = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="ij")[0]
        return y, z, s, t, c, g, m, nz, u, b, ss, lse, r, ri, tr, cd, oh, h, mg, torch.kthvalue(x, 2, 2)[0], torch.median(x), torch.var_mean(x, 1)[0], torch.std(x, 2, unbiased=False), torch.amax(x, (1, 2)), torch.argmax(x, 2), torch.diff(x, dim=2), torch.diag_embed(x[:, 0])


class ManyLayers(nn.Module):
    """Layers and functionals of many kinds, max_unpool, affine_grid/grid_sample, rrelu, losses."""
    def __init__(self):
        super().__init__()
        self.gn = nn.GroupNorm(2, 4); self.inn = nn.InstanceNorm2d(4); self.lrn = nn.LocalResponseNorm(2)
        self.ps = nn.PixelShuffle(2); self.pu = nn.PixelUnshuffle(2); self.prelu = nn.PReLU(4)
        self.eb = nn.EmbeddingBag(10, 3, mode="mean"); self.bil = nn.Bilinear(4, 4, 2); self.unf = nn.Unflatten(1, (2, 2))
        self.cs = nn.ChannelShuffle(2); self.fold = nn.Fold((6, 6), 2, stride=2); self.unfold = nn.Unfold(2, stride=2)
        self.up = nn.Upsample(scale_factor=2, mode="bicubic", align_corners=False);
    def forward(self, x):
        a = self.gn(x) + self.inn(x) + self.lrn(x) + self.prelu(x)
        b = self.pu(self.ps(x))
        p, i = nn.functional.max_pool2d(x, 2, return_indices=True)
        c = nn.functional.max_unpool2d(p, i, 2)
        d = nn.functional.grid_sample(x, nn.functional.affine_grid(torch.tensor([[[0.9, 0.1, 0.0], [-0.1, 0.8, 0.1]]]).expand(x.size(0), 2, 3), list(x.shape), align_corners=False), align_corners=False)
        e = nn.functional.pad(x, (1, 2, 0, 1), mode="reflect") .sum() + nn.functional.pad(x, (1, 1, 1, 1), mode="replicate").sum() + nn.functional.pad(x, (1, 1, 1, 1), mode="circular").sum()
        f = nn.functional.interpolate(x, size=(5, 7), mode="area") .sum() + self.up(x).sum() + nn.functional.interpolate(x, scale_factor=1.5, mode="nearest").sum()
        g = self.eb(torch.tensor([1, 2, 4, 5, 4, 3, 2, 9]), torch.tensor([0, 4]))
        h = self.bil(x.mean((2, 3)), x.amax((2, 3)))
        k = self.fold(self.unfold(x)) + self.cs(x)
        acts = nn.functional.mish(x) + nn.functional.softplus(x) + nn.functional.softsign(x) + nn.functional.selu(x) + nn.functional.celu(x) + nn.functional.logsigmoid(x) + nn.functional.hardshrink(x) + nn.functional.tanhshrink(x) + nn.functional.threshold(x, 0.1, 2.0) + nn.functional.softmin(x, 1) + nn.functional.log_softmax(x, 1) + nn.functional.glu(x, 1).repeat(1, 2, 1, 1) + nn.functional.rrelu(x, training=False) + nn.functional.hardsigmoid(x) + nn.functional.relu6(x)
        loss = nn.functional.mse_loss(x, b) + nn.functional.l1_loss(x, a) + nn.functional.smooth_l1_loss(x, a) + nn.functional.huber_loss(x, a) + nn.functional.binary_cross_entropy_with_logits(x, x.sigmoid()) + nn.functional.kl_div(nn.functional.log_softmax(x, 1), nn.functional.softmax(a, 1), reduction="batchmean") + nn.functional.cross_entropy(x.mean((2, 3)), torch.tensor([1, 3])) + nn.functional.nll_loss(nn.functional.log_softmax(x.mean((2,3)), 1), torch.tensor([0, 2]))
        return a, b, c, d, e, f, g, h, self.unf(x.flatten(1)[:, :4]), k, acts, loss, nn.functional.adaptive_max_pool1d(x.flatten(2), 5), nn.functional.avg_pool1d(x.flatten(2), 3), nn.functional.normalize(x, dim=1), nn.functional.dropout(x, 0.5, False), nn.functional.layer_norm(x, [6, 6])


class Volumes(nn.Module):
    """3-D affine_grid + grid_sample (trilinear, nearest; zeros, border, reflection padding) and max_unpool3d."""
    def forward(self, x):
        theta = torch.tensor([[[0.9, 0.1, 0.0, 0.05], [-0.1, 0.8, 0.1, 0.0], [0.0, 0.1, 1.1, -0.1]]]).expand(x.size(0), 3, 4)
        grid = nn.functional.affine_grid(theta, list(x.shape), align_corners=True)
        p, i = nn.functional.max_pool3d(x, 2, return_indices=True)
        tri = nn.functional.grid_sample(x, grid * 1.3, align_corners=True)
        # Shifted off the exact half-voxel ties that nearest rounding would flip on an ulp.
        near = nn.functional.grid_sample(x, grid * 1.17 + 0.013, mode="nearest", padding_mode="border", align_corners=False)
        refl = nn.functional.grid_sample(x, grid * 1.6, padding_mode="reflection", align_corners=False)
        return nn.functional.max_unpool3d(p, i, 2), grid, tri, near, refl


def combine(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, List[float]]:
    seen: List[float] = []
    for i in range(4):
        if i == 1:
            continue
        x = x * 0.5 + y
        seen.append(float(i))
    return x, seen


def loops(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    total = 0
    i = 0
    while i < 10:
        i += 1
        if i % 3 == 0:
            continue
        if i > 7:
            break
        total += i
        x = x + float(i)
    return x, total


def with_head(vit: nn.Module) -> nn.Module:
    """torchvision zero-fills the ViT head: outputs would say nothing."""
    nn.init.normal_(vit.heads.head.weight, std=0.1)
    return vit


def small(directory: str):
    torch.manual_seed(0)
    save_all(directory, "rnn", Recurrent())
    save_all(directory, "encoder", nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, 32, batch_first=True), 2))
    save_all(directory, "transformer", Seq2Seq())
    save_all(directory, "decoder", Decoder(), kinds=("script",))
    save_all(directory, "mha", Attention(), kinds=("script", "trace"))
    save_all(directory, "classes", ClassesNet(), kinds=("script",))
    save_all(directory, "containers", Containers(), kinds=("script", "frozen"))
    save_all(directory, "optional", OptionalArg(), kinds=("script",))
    torch.jit.script(OptionalArg().eval()).save(os.path.join(directory, "optional_given_script.pt"))
    save_all(directory, "interface", WithInterface(), kinds=("script",))
    save_all(directory, "fork", Forked(), kinds=("script", "frozen"))
    save_all(directory, "embedding", Embed(), kinds=("script",))
    torch.jit.save(torch.jit.script(combine), os.path.join(directory, "function_script.pt"))
    torch.jit.save(torch.jit.script(loops), os.path.join(directory, "loops_function_script.pt"))
    from torchvision.models.vision_transformer import VisionTransformer
    save_all(directory, "vit_tiny", with_head(VisionTransformer(32, 8, 2, 2, 16, 32, num_classes=10)))
    # Added later: after the others, so their seeded weights stay as committed.
    save_all(directory, "rnn_states", RnnStates(), kinds=("script", "frozen"))
    save_all(directory, "padded_encoder", PaddedEncoder(), kinds=("script", "trace", "frozen"))
    save_all(directory, "masked_transformer", MaskedSeq2Seq(), kinds=("script", "frozen"))
    video = Video()
    with torch.no_grad():
        video.stem[1].running_mean.uniform_(-0.2, 0.2)
        video.stem[1].running_var.uniform_(0.5, 1.5)
    save_all(directory, "video", video, kinds=("script", "trace", "frozen"))
    save_all(directory, "detect", Detect(), kinds=("script", "frozen"))
    save_all(directory, "roi_pooling", RoiPooling(), kinds=("script", "trace"))
    save_all(directory, "deformable", Deformable(), kinds=("script", "trace", "frozen"))
    mobile = MobileBlocks()
    with torch.no_grad():
        mobile.conv[1].running_mean.uniform_(-0.2, 0.2)
        mobile.conv[1].running_var.uniform_(0.5, 1.5)
    save_all(directory, "mobile_blocks", mobile, kinds=("script", "mobile", "lite"))
    save_all(directory, "stateful", Stateful(), kinds=("script",))
    save_all(directory, "many_ops", ManyOps(), kinds=("script", "trace", "frozen"))
    save_all(directory, "many_layers", ManyLayers(), kinds=("script", "trace", "frozen"))
    save_all(directory, "volumes", Volumes(), kinds=("script", "trace"))


# Nets also saved by optimize_for_mobile and for the lite interpreter.
MORE_KINDS = {n: ("script", "trace", "frozen", "optimized", "mobile", "lite")
              for n in ["resnet18", "mobilenet_v2", "mobilenet_v3_small", "efficientnet_b0", "convnext_tiny",
                        "deeplabv3_mobilenet_v3_large"]}
# Detection models take and give lists: scripted (and frozen) only.
MORE_KINDS.update({n: ("script", "frozen") for n in ["fasterrcnn_mobilenet_v3_large_320_fpn",
                                                     "ssdlite320_mobilenet_v3_large"]})


def full(directory: str):
    torch.manual_seed(0)
    nets = {
        "r3d_18": lambda: torchvision.models.video.r3d_18(),
        "resnet18": lambda: torchvision.models.resnet18(),
        "mobilenet_v2": lambda: torchvision.models.mobilenet_v2(),
        "mobilenet_v3_small": lambda: torchvision.models.mobilenet_v3_small(),
        "squeezenet1_1": lambda: torchvision.models.squeezenet1_1(),
        "shufflenet_v2_x1_0": lambda: torchvision.models.shufflenet_v2_x1_0(),
        "densenet121": lambda: torchvision.models.densenet121(),
        "googlenet": lambda: torchvision.models.googlenet(aux_logits=False, init_weights=False),
        "efficientnet_b0": lambda: torchvision.models.efficientnet_b0(),
        "regnet_y_400mf": lambda: torchvision.models.regnet_y_400mf(),
        "vit_b_16": lambda: with_head(torchvision.models.vit_b_16()),
        "convnext_tiny": lambda: torchvision.models.convnext_tiny(),
        "swin_t": lambda: torchvision.models.swin_t(),
        "mnasnet0_5": lambda: torchvision.models.mnasnet0_5(),
        "inception_v3": lambda: torchvision.models.inception_v3(init_weights=False),
        "resnext50_32x4d": lambda: torchvision.models.resnext50_32x4d(),
        "alexnet": lambda: torchvision.models.alexnet(),
        "vgg11_bn": lambda: torchvision.models.vgg11_bn(),
        "shufflenet_v2_x0_5": lambda: torchvision.models.shufflenet_v2_x0_5(),
        "fcn_resnet50": lambda: seg.fcn_resnet50(weights_backbone=None, aux_loss=True),
        "lraspp_mobilenet_v3_large": lambda: seg.lraspp_mobilenet_v3_large(weights_backbone=None),
        "deeplabv3_mobilenet_v3_large": lambda: seg.deeplabv3_mobilenet_v3_large(weights_backbone=None),
        # The rest of torchvision's classifiers: one of each distinct build.
        "resnet50": lambda: torchvision.models.resnet50(),
        "wide_resnet50_2": lambda: torchvision.models.wide_resnet50_2(),
        "mobilenet_v3_large": lambda: torchvision.models.mobilenet_v3_large(),
        "squeezenet1_0": lambda: torchvision.models.squeezenet1_0(),
        "vgg11": lambda: torchvision.models.vgg11(),
        "efficientnet_v2_s": lambda: torchvision.models.efficientnet_v2_s(),
        "regnet_x_400mf": lambda: torchvision.models.regnet_x_400mf(),
        "mnasnet0_75": lambda: torchvision.models.mnasnet0_75(),
        "swin_v2_t": lambda: torchvision.models.swin_v2_t(),
        "maxvit_t": lambda: torchvision.models.maxvit_t(),
        "vit_b_32": lambda: with_head(torchvision.models.vit_b_32()),
        "googlenet_aux": lambda: torchvision.models.googlenet(aux_logits=True, init_weights=True),
        "inception_v3_aux": lambda: torchvision.models.inception_v3(aux_logits=True, init_weights=True),
        "deeplabv3_resnet50": lambda: seg.deeplabv3_resnet50(weights_backbone=None, aux_loss=True),
        "fasterrcnn_mobilenet_v3_large_320_fpn": lambda: torchvision.models.detection.fasterrcnn_mobilenet_v3_large_320_fpn(
            weights_backbone=None, num_classes=5),
        "ssdlite320_mobilenet_v3_large": lambda: torchvision.models.detection.ssdlite320_mobilenet_v3_large(
            weights_backbone=None, num_classes=5),
    }
    only = set(os.environ.get("ZOO_ONLY", "").split(",")) - {""}
    for name, make in nets.items():
        if not only or name in only:
            # Seeded per net, so ZOO_ONLY remakes the same weights.
            torch.manual_seed(0)
            save_all(directory, name, make(), kinds=MORE_KINDS.get(name, ("script", "trace", "frozen", "optimized")))


if __name__ == "__main__":
    args = sys.argv[1:]
    is_full = args[:1] == ["--full"]
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    small(target)
    zoo_wide.wide(target)
    zoo_wide.detection(target)
    zoo_wide.quantized(target)
    zoo_wide.static_quantized(target)
    zoo_wide.default_engine_quantized(target)
    zoo_quant.small(target)
    zoo_quant.more(target)
    if is_full:
        full(target)
        zoo_quant.full(target)
