import torch
q=torch.backends.quantized
print(q.engine, q.supported_engines)
for e in ['fbgemm','x86','qnnpack','none','onednn','bogus']:
    try:
        q.engine=e; print(e, '->', q.engine)
    except Exception as ex: print(e, type(ex).__name__, ex)
print(torch.backends.quantized.engine)
