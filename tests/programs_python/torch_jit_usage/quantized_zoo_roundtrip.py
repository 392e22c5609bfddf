# Quantized models of every kind users make (tests/data/pt/zoo_quant.py):
# they load, run, save again (packed conv/linear/RNN/embedding parameters go
# back as torch.classes states) and the saved copy gives the same outputs.
import os
import tempfile

import torch

ZOO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "pt", "zoo")
x_img = torch.arange(2 * 3 * 16 * 16, dtype=torch.float32).reshape(2, 3, 16, 16).mul(0.618).sin()
x_seq = torch.arange(2 * 5 * 8, dtype=torch.float32).reshape(2, 5, 8).mul(0.618).sin()
ids = torch.arange(6).remainder(5).reshape(2, 3)
cases = [("q_fx_cnn_script", (x_img,)), ("q_qat_cnn_trace", (x_img,)), ("q_dyn_gru_script", (x_seq,)),
         ("q_dyn_rnns_frozen", (x_seq,)), ("q_embeddings_script", (ids,)), ("q_fx_dynamic_frozen", (x_seq[0, :3],))]
for name, args in cases:
    torch.backends.quantized.engine = "onednn"
    m = torch.jit.load(os.path.join(ZOO, name + ".pt"))
    with torch.no_grad():
        y = m(*args)
    ys = list(y) if isinstance(y, tuple) else [y]
    print(name, [tuple(t.shape) for t in ys], [round(t.float().abs().mean().item(), 2) for t in ys])
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "q.pt")
        m.save(path)
        again = torch.jit.load(path)
        with torch.no_grad():
            z = again(*args)
        zs = list(z) if isinstance(z, tuple) else [z]
        print(all(torch.equal(a, b) for a, b in zip(ys, zs)))
