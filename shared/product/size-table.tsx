import { getSizeTable } from '../api/product-size-table'
import { useLoad } from '../hooks/use-load'
import { useT } from '../i18n/t'
import { LoadState } from '../ui/load-state'
import { Modal } from '../ui/modal'

/** SPEC 2/7: the size table in a side panel, loaded when it is opened (GET /ajax/getSizeTable/{id}). */
export function SizeTablePanel({ productId, onClose }: { productId: number; onClose(): void }) {
  const t = useT()
  const load = useLoad(() => getSizeTable(productId), [productId])
  const title = load.state === 'ready' && load.data.title ? `${t('productSizeTable')}: ${load.data.title}` : t('productSizeTable')
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('close')} className="sw-pr-panel">
      <LoadState load={load} block="sw-pr-load" text={{ loading: t('loading') }}>
        {(table) => (
          <div className="sw-pr-panel__scroll">
            <table className="sw-pr-panel__table">
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity but their column
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity but their column
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </Modal>
  )
}
