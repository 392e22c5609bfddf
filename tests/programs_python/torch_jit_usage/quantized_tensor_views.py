# Shape and copy operators keep a quantized tensor quantized (its scale,
# zero point and integers), as PyTorch's QuantizedCPU kernels do.
import torch
x = torch.quantize_per_tensor(torch.arange(8.).reshape(1, 2, 4) / 8, 0.1, 3, torch.quint8)
for name, f in [("repeat", lambda t: t.repeat(1, 1, 2)), ("reshape", lambda t: t.reshape(1, 4, 2)),
                ("clone", lambda t: t.clone()), ("flatten", lambda t: t.flatten(1)),
                ("permute_reshape", lambda t: t.permute(0, 2, 1).reshape(1, 8)),
                ("index_select", lambda t: t.index_select(2, torch.tensor([0, 2]))),
                ("transpose_contig", lambda t: t.transpose(1, 2).contiguous()),
                ("expand", lambda t: t[:, :1].expand(1, 3, 4).contiguous()),
                ("flip", lambda t: t.flip(2)), ("chunk", lambda t: t.chunk(2, 2)[1]),
                ("squeeze", lambda t: t.unsqueeze(0).squeeze(0)), ("stack", lambda t: torch.stack([t, t]))]:
    try:
        y = f(x)
        print(name, y.is_quantized, y.q_scale(), y.q_zero_point(), y.int_repr().reshape(-1).tolist())
    except Exception as e:
        print(name, type(e).__name__, str(e).split("\n")[0][:100])
